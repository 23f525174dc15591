import { postHtmlPolicy, postHtmlSetAttributes } from '@gentlebowl/contracts';
import sanitizeHtml from 'sanitize-html';

const { externalHref, externalLink, image } = postHtmlSetAttributes;

/**
 * The post body HTML as the page may render it. The API already sanitizes bodies when it imports
 * them; the page does it again, with the same policy, so a compromised or misconfigured API cannot
 * inject script into the site.
 */
export function sanitizePostBody(html: string): string {
  return sanitizeHtml(html, {
    ...postHtmlPolicy,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: externalHref.test(attribs.href ?? '') ? { ...attribs, ...externalLink } : attribs }),
      img: sanitizeHtml.simpleTransform('img', image),
    },
  });
}
