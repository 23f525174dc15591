import { parseConfiguration, parseHttpUrl, parseOrigin, setting } from '@gentlebowl/config';
import type { RemoteName } from '@gentlebowl/routes';
import { z } from 'zod';

/**
 * An http(s) URL setting of the registry: `whenUnset` when the variable is not set, undefined when
 * it is empty (switched off), the trimmed URL otherwise; anything else is a configuration error.
 */
function locationSetting<Unset extends string>(whenUnset: Unset) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return whenUnset;
      if (value.trim() === '') return undefined;
      try {
        parseHttpUrl(value.trim());
        return value.trim();
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
}

/**
 * Where a remote is deployed: the URL of its federation manifest, which the visitor's browser loads.
 * Unset: the remote's server on its `npm start` port on this machine. Empty: not deployed (its routes
 * show the "temporarily unavailable" panel).
 */
const remoteLocation = (defaultPort: number) => locationSetting(`http://localhost:${defaultPort}/mf-manifest.json`);

/**
 * Where the shell's server loads a remote's server container from: the URL of its server manifest.
 * Unset: `server/mf-manifest.json` beside the browser manifest. Set it where the shell reaches the
 * remote by another address than browsers do (a private network); empty: render that remote's
 * pages in the browser only. These are the only addresses the server ever loads code from.
 */
const serverLocation = locationSetting('beside-browser');

/** The variables the registry is built from: each remote's location and the site settings an
 * operator may set (anything left out takes the platform's defaults). */
export const registryEnvironment = z.object({
  MFE_CONTENT_URL: remoteLocation(3001),
  MFE_SELECTOR_URL: remoteLocation(3002),
  MFE_TOOLS_URL: remoteLocation(3003),
  MFE_CONTENT_SERVER_URL: serverLocation,
  MFE_SELECTOR_SERVER_URL: serverLocation,
  MFE_TOOLS_SERVER_URL: serverLocation,
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
  /** Each remote's browser manifest, which visitors' browsers load. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Each remote's server manifest, which the shell's server renders pages with. */
  serverRemotes: Partial<Record<RemoteName, string>>;
  site: { brandName?: string; contactEmail?: string; siteOrigin?: string; affiliatePartnerCode?: string };
}

/** Where a remote's build serves its server container: `server/mf-manifest.json` beside its
 * browser manifest (packages/mf-config's SERVER_CONTAINER_FOLDER). */
export function serverManifestBeside(browserManifest: string): string {
  return new URL('server/mf-manifest.json', browserManifest).href;
}

/** The registry the shell's page reads from /registry.json, from already validated variables. */
export function registryFromVariables(variables: z.output<typeof registryEnvironment>): RemoteRegistry {
  const remotes: RemoteRegistry['remotes'] = {};
  const serverRemotes: RemoteRegistry['serverRemotes'] = {};
  const locations: [RemoteName, string | undefined, string | undefined][] = [
    ['mfe_content', variables.MFE_CONTENT_URL, variables.MFE_CONTENT_SERVER_URL],
    ['mfe_selector', variables.MFE_SELECTOR_URL, variables.MFE_SELECTOR_SERVER_URL],
    ['mfe_tools', variables.MFE_TOOLS_URL, variables.MFE_TOOLS_SERVER_URL],
  ];
  for (const [name, url, serverUrl] of locations) {
    if (url) remotes[name] = url;
    if (serverUrl === 'beside-browser') {
      if (url) serverRemotes[name] = serverManifestBeside(url);
    } else if (serverUrl) serverRemotes[name] = serverUrl;
  }
  const site = {
    brandName: variables.BRAND_NAME,
    contactEmail: variables.CONTACT_EMAIL,
    siteOrigin: variables.SITE_ORIGIN,
    affiliatePartnerCode: variables.AFFILIATE_PARTNER_CODE,
  };
  return { remotes, serverRemotes, site: Object.fromEntries(Object.entries(site).filter(([, value]) => value !== undefined)) };
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
