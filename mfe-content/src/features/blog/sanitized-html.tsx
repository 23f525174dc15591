import { useMemo } from 'react';
import { sanitizePostBody } from './sanitize-post-body';

/** A post's HTML, sanitized with the post policy, in a plain element (the default export, for `lazy`). */
export default function SanitizedHtml({ html }: { html: string }) {
  const safeHtml = useMemo(() => sanitizePostBody(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized on the line above with an allowlist.
  return <div dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
