import { parseConfiguration, parseHttpUrl, parseOrigin, setting } from '@gentlebowl/serve';
import type { RemoteName } from '@gentlebowl/routes';
import { z } from 'zod';

/**
 * Where a remote is deployed: the URL of its federation manifest, which the visitor's browser loads.
 * Unset: the remote's server on its `npm start` port on this machine. Empty: not deployed (its routes
 * show the "temporarily unavailable" panel).
 */
const remoteLocation = (defaultPort: number) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return `http://localhost:${defaultPort}/mf-manifest.json`;
      if (value.trim() === '') return undefined;
      try {
        parseHttpUrl(value.trim());
        return value.trim();
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

/** The variables the registry is built from: each remote's location and the site settings an
 * operator may set (anything left out takes the platform's defaults). */
export const registryEnvironment = z.object({
  MFE_CONTENT_URL: remoteLocation(3001),
  MFE_SELECTOR_URL: remoteLocation(3002),
  MFE_TOOLS_URL: remoteLocation(3003),
  BRAND_NAME: setting((value) => value),
  CONTACT_EMAIL: setting((value) => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new Error(`must be an email address, got ${JSON.stringify(value)}`);
    return value;
  }),
  SITE_ORIGIN: setting(parseOrigin),
  AFFILIATE_PARTNER_CODE: setting((value) => {
    if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error(`must be letters, digits, - and _ only, got ${JSON.stringify(value)}`);
    return value;
  }),
});

export interface RemoteRegistry {
  remotes: Partial<Record<RemoteName, string>>;
  site: { brandName?: string; contactEmail?: string; siteOrigin?: string; affiliatePartnerCode?: string };
}

/** The registry the shell's page reads from /registry.json, from already validated variables. */
export function registryFromVariables(variables: z.output<typeof registryEnvironment>): RemoteRegistry {
  const remotes: RemoteRegistry['remotes'] = {};
  const locations: [RemoteName, string | undefined][] = [
    ['mfe_content', variables.MFE_CONTENT_URL],
    ['mfe_selector', variables.MFE_SELECTOR_URL],
    ['mfe_tools', variables.MFE_TOOLS_URL],
  ];
  for (const [name, url] of locations) if (url) remotes[name] = url;
  const site = {
    brandName: variables.BRAND_NAME,
    contactEmail: variables.CONTACT_EMAIL,
    siteOrigin: variables.SITE_ORIGIN,
    affiliatePartnerCode: variables.AFFILIATE_PARTNER_CODE,
  };
  return { remotes, site: Object.fromEntries(Object.entries(site).filter(([, value]) => value !== undefined)) };
}

/** The registry from the environment (the dev server's /registry.json); throws a ConfigurationError
 * naming a malformed variable. */
export function registryFromEnvironment(environment: NodeJS.ProcessEnv): RemoteRegistry {
  return registryFromVariables(parseConfiguration(registryEnvironment, environment));
}

/** The origins the shell's page loads remotes from, which its content security policy admits. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  return [...new Set(Object.values(registry.remotes).map((url) => new URL(url).origin))];
}
