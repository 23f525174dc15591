/**
 * What HTML a blog post body may contain: article markup, links and images only; no scripts, styles,
 * frames, forms or event handlers, and only http(s)/mailto addresses. The API's importer applies it
 * when it renders a post and the blog page applies it again before rendering, so the two never drift.
 * Plain data in sanitize-html's option shape (`sanitizeHtml(html, { ...postHtmlPolicy })`), so
 * contracts need not depend on sanitize-html.
 */
export interface PostHtmlPolicy {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedSchemes: string[];
  allowedSchemesAppliedToAttributes: string[];
}

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
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

/** Attributes the sanitizer sets over whatever the post says. */
export const postHtmlSetAttributes = {
  /** On a link whose href matches `externalHref`: a new tab that cannot reach back to the page. */
  externalLink: { rel: 'noopener noreferrer', target: '_blank' },
  externalHref: /^https?:\/\//,
  /** On every image: it loads when the reader scrolls near it. */
  image: { loading: 'lazy' },
};
