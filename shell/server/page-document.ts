import { CONSENT_BOX_ATTRIBUTE } from '../src/shared/visitor-preferences';
import { FORM_TOKEN_FIELD } from './same-site-forms';

/** The places the shell's built index.html has for a page (html-webpack-plugin may minify it). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
/** The template's word to visitors without scripts, true only of a page the browser has to render. */
const NOSCRIPT_NOTE = /<noscript>[\s\S]*?<\/noscript>/;

export interface PageParts {
  /** Head elements: the page's title, meta and link elements, JSON-LD, preload hints. */
  head: string;
  /** The rendered markup of #root (empty when the browser renders the page). */
  body: string;
  /** The script element that hands the page's state to the browser. */
  handoffScript: string;
}

/** The shell's built page, checked once: a page can only be assembled into a template that has a
 * head and an empty #root. */
export class PageTemplate {
  private readonly beforeHeadEnd: string;
  /** The same without the template's title, for a page that brings its own. */
  private readonly beforeHeadEndUntitled: string;
  private readonly headEndToRoot: string;
  private readonly afterRoot: string;
  private readonly afterRenderedRoot: string;

  constructor(readonly html: string) {
    const headEnd = html.indexOf('</head>');
    const root = ROOT_ELEMENT.exec(html);
    if (headEnd < 0 || !root || root.index < headEnd) {
      throw new Error('the shell page has no </head> followed by an empty <div id="root"></div>');
    }
    this.beforeHeadEnd = html.slice(0, headEnd);
    this.beforeHeadEndUntitled = this.beforeHeadEnd.replace(TEMPLATE_TITLE, '');
    this.headEndToRoot = html.slice(headEnd, root.index);
    this.afterRoot = html.slice(root.index + root[0].length);
    this.afterRenderedRoot = this.afterRoot.replace(NOSCRIPT_NOTE, '');
  }

  /** The page with the rendered parts in place; the page's own title replaces the template's. A page
   * rendered here works without scripts, so the template's note for visitors without them is left out. */
  assemble({ head, body, handoffScript }: PageParts): string {
    const ownHead = head.includes('<title>') ? this.beforeHeadEndUntitled : this.beforeHeadEnd;
    return `${ownHead}${head}${this.headEndToRoot}<div id="root">${body}</div>${handoffScript}${body ? this.afterRenderedRoot : this.afterRoot}`;
  }
}

const ROOT_START = /<html\b/i;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page with these cookie settings boxes ticked (see CONSENT_BOX_ATTRIBUTE). */
export function withConsentBoxesTicked(html: string, categories: readonly string[]): string {
  return categories.reduce((page, category) => {
    const mark = `${CONSENT_BOX_ATTRIBUTE}="${category}"`;
    return page.replaceAll(mark, `${mark} checked=""`);
  }, html);
}

/** The page with these attributes on its <html> element (the template's own carries none of them). */
export function withRootAttributes(html: string, attributes: Record<string, string>): string {
  const added = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return html.replace(ROOT_START, (start) => `${start}${added}`);
}

/** A form's opening tag as React writes it: attributes double-quoted, `>` escaped within them. */
const FORM_START = /<form\b[^>]*>/gi;
const POSTS = /\smethod="post"/i;
/** An action on this site: a path, never another host's address (`//host`, `/\host`). */
const POSTS_HERE = /\saction="\/(?![/\\])/;

/**
 * The page with a visitor's form token (see pageFormToken) as the first field of each of its forms
 * that posts to the site. The pages' own markup knows nothing of it, and hydration leaves it be:
 * React passes over hidden inputs it did not render (as it does for a server action's fields).
 */
export function withFormToken(html: string, token: string): string {
  const field = `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeAttribute(token)}">`;
  return html.replace(FORM_START, (start) => (POSTS.test(start) && POSTS_HERE.test(start) ? `${start}${field}` : start));
}
