import { serializeJsonLd } from '@gentlebowl/platform';

/** One structured-data block. It takes the object, not a string, so the '<' escaping is never skipped. */
export function JsonLdScript({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with '<' escaped, not markup.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
