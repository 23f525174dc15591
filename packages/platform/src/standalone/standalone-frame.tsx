import type { Theme } from '@emotion/react';
import { type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter, Link } from '@gentlebowl/router';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { PlatformProviders } from '../providers/platform-providers';
import { createAppStore } from '../store/app-store';
import { Toaster } from '../toasts/toaster';

export interface StandaloneLink {
  to: string;
  label: string;
}

export interface StandaloneFrameProps {
  /** The remote's folder name, shown in the frame's bar (e.g. 'mfe-tools'). */
  remote: string;
  /** Links to the remote's pages, for its team to click through. */
  links: readonly StandaloneLink[];
  /** The design system's theme and global styles (platform does not import the design system). */
  theme: Theme;
  globalStyles?: ReactNode;
  /** The remote's routes. */
  children: ReactNode;
}

/**
 * What the shell provides around a page (a store of its own, runtime config, theme, router, toasts),
 * in a plain frame: a remote's team runs its exposed pages alone with it (`npm run dev` in its folder).
 */
export function StandaloneFrame({ remote, links, theme, globalStyles, children }: StandaloneFrameProps) {
  const [store] = useState(createAppStore);
  return (
    <PlatformProviders store={store} config={defaultRuntimeConfig} theme={theme} globalStyles={globalStyles}>
      <BrowserRouter>
        <nav aria-label={`${remote} pages`} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 16 }}>
          <strong>{remote} (standalone)</strong>
          {links.map(({ to, label }) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
        <main>
          <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
        </main>
        <Toaster />
      </BrowserRouter>
    </PlatformProviders>
  );
}
