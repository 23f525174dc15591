import { postHtmlPolicy } from '@gentlebowl/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * A post's body HTML as the site may render it. The API already sanitizes bodies when it imports
 * them; the content remote does it again, with the same policy, when a post arrives from the API
 * (contentApi's contentBlogPost), so a compromised or misconfigured API cannot inject script into
 * the site. The sanitizer is large (sanitize-html with its parser and PostCSS): only code that
 * fetches a post loads it, so a browser opening a post the server rendered never downloads it.
 */
export function sanitizePostBody(html: string): string {
  return sanitizeHtml(html, postHtmlPolicy);
}
