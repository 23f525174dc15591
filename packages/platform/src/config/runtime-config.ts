/**
 * Values an operator sets at run time (the shell reads them from its served configuration), so one
 * build can be deployed under any brand, contact address and domain.
 */
export interface RuntimeConfig {
  brandName: string;
  contactEmail: string;
  /** Public origin of the site, e.g. https://www.gentlebowl.com. '' means "the origin the page is served from". */
  siteOrigin: string;
  affiliatePartnerCode: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  brandName: 'Gentle Bowl',
  contactEmail: 'hello@gentlebowl.com',
  siteOrigin: '',
  affiliatePartnerCode: 'gentlebowl',
};

/** The configured origin, or the page's own origin when none is configured, without trailing slashes. */
export function resolveSiteOrigin(configuredOrigin: string, pageOrigin: string): string {
  const origin = configuredOrigin.trim() || pageOrigin;
  return origin.replace(/\/+$/, '');
}
