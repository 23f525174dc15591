import { UNBROKEN_CLASS } from './figure-range.js';

/**
 * What HTML a blog post body may contain: article markup, links and images only; no scripts, styles,
 * frames, forms or event handlers, and only http(s)/mailto addresses. The API's importer applies it
 * when it renders a post, and the content remote again when a post's data arrives from the API, so
 * the two never drift. Plain data and functions in sanitize-html's option shape
 * (`sanitizeHtml(html, postHtmlPolicy)`), so contracts need not depend on sanitize-html.
 */
export interface PostHtmlPolicy {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  /** The classes an element may keep (any other class is dropped). */
  allowedClasses: Record<string, string[]>;
  allowedSchemes: string[];
  allowedSchemesAppliedToAttributes: string[];
  /** Rewrites of an element before its attributes are filtered (sanitize-html's transformTags). */
  transformTags: Record<string, PostHtmlTransform>;
}

type Attributes = Record<string, string>;
/** An element's tag name and attributes as the sanitizer keeps them. */
export type PostHtmlTransform = (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes };

/** Attributes the sanitizer sets over whatever the post says. */
const EXTERNAL_LINK: Attributes = { rel: 'noopener noreferrer', target: '_blank' };
const EXTERNAL_HREF = /^https?:\/\//;
const IMAGE: Attributes = { loading: 'lazy' };

export const postHtmlPolicy: PostHtmlPolicy = {
  // sanitize-html 2.17's default tags plus img, written out so the policy does not move with the library.
  allowedTags: [
    'address', 'article', 'aside', 'footer', 'header', 'hgroup', 'main', 'nav', 'section',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr', 'li', 'menu', 'ol', 'p', 'pre', 'ul',
    'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q',
    'rb', 'rp', 'rt', 'rtc', 'ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
    'caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
  },
  // A range of figures kept on one line (figure-range.ts).
  allowedClasses: { span: [UNBROKEN_CLASS] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    // A link out of the site opens in a new tab that cannot reach back to the page.
    a: (tagName, attribs) => ({ tagName, attribs: EXTERNAL_HREF.test(attribs.href ?? '') ? { ...attribs, ...EXTERNAL_LINK } : attribs }),
    // Every image loads when the reader scrolls near it.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...IMAGE } }),
  },
};

