import { serializeJsonLd, useRuntimeConfig } from '@gentlebowl/platform';
import { siteJsonLd } from './site-json-ld';

/** The Organization and WebSite structured data; the home page renders it once. */
export function SiteStructuredData() {
  const { brandName, siteOrigin, contactEmail } = useRuntimeConfig();
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with '<' escaped, not markup.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(siteJsonLd({ brandName, siteOrigin, contactEmail })) }}
    />
  );
}
