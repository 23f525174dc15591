import type { RemoteName } from '../src/app/route-table';

/** Where each remote is deployed, from the environment. A variable set to an empty value means
 * the remote is not deployed: its routes then show the "temporarily unavailable" panel. */
const REMOTE_LOCATIONS: readonly { name: RemoteName; variable: string; defaultPort: number }[] = [
  { name: 'mfe_content', variable: 'MFE_CONTENT_URL', defaultPort: 3001 },
  { name: 'mfe_selector', variable: 'MFE_SELECTOR_URL', defaultPort: 3002 },
  { name: 'mfe_tools', variable: 'MFE_TOOLS_URL', defaultPort: 3003 },
];

/** Site settings an operator may set; anything left out takes the platform's defaults. */
const SITE_VARIABLES = {
  brandName: 'BRAND_NAME',
  contactEmail: 'CONTACT_EMAIL',
  siteOrigin: 'SITE_ORIGIN',
  affiliatePartnerCode: 'AFFILIATE_PARTNER_CODE',
} as const;

export interface RemoteRegistry {
  remotes: Partial<Record<RemoteName, string>>;
  site: Partial<Record<keyof typeof SITE_VARIABLES, string>>;
}

export function registryFromEnvironment(environment: NodeJS.ProcessEnv): RemoteRegistry {
  const remotes: RemoteRegistry['remotes'] = {};
  for (const { name, variable, defaultPort } of REMOTE_LOCATIONS) {
    const value = environment[variable] ?? `http://localhost:${defaultPort}/mf-manifest.json`;
    if (value.trim() !== '') remotes[name] = value.trim();
  }
  const site: RemoteRegistry['site'] = {};
  for (const [key, variable] of Object.entries(SITE_VARIABLES)) {
    const value = environment[variable]?.trim();
    if (value) site[key as keyof typeof SITE_VARIABLES] = value;
  }
  return { remotes, site };
}
