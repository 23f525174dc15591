import { JsonLd, useRuntimeConfig } from '@gentlebowl/platform';
import { siteJsonLd } from './site-json-ld';

/** The Organization and WebSite structured data; the home page renders it once. */
export function SiteStructuredData() {
  const { brandName, siteOrigin, contactEmail } = useRuntimeConfig();
  return <JsonLd data={siteJsonLd({ brandName, siteOrigin, contactEmail })} />;
}
