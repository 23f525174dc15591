import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { defaultRuntimeConfig, type RuntimeConfig, resolveSiteOrigin } from './runtime-config';

// The default value lets a remote render on its own (standalone dev page, tests) without the shell.
const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

export interface RuntimeConfigProviderProps {
  value: RuntimeConfig;
  children?: ReactNode;
}

export function RuntimeConfigProvider({ value, children }: RuntimeConfigProviderProps) {
  return <RuntimeConfigContext value={value}>{children}</RuntimeConfigContext>;
}

function currentPageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** The runtime configuration with `siteOrigin` always resolved to a concrete origin without a trailing slash. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  return useMemo(
    () => ({ ...config, siteOrigin: resolveSiteOrigin(config.siteOrigin, currentPageOrigin()) }),
    [config],
  );
}
