/** @jest-environment node */
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { createElement } from 'react';
import { CookieSettingsDialog } from '../src/features/consent/cookie-settings-dialog';
import { tickedConsentBoxes } from '../src/shared/visitor-preferences';
import { PageTemplate, withConsentBoxesTicked, withFormToken } from './page-document';

/** The shell's index.html as html-webpack-plugin writes it in production (minified, unquoted). */
const MINIFIED =
  '<!doctype html><html lang=en class=light><head><meta charset=utf-8><script>document.documentElement.classList.add("light")</script>' +
  '<title>Gentle Bowl</title><script defer src=/main.0123456789.js></script></head>' +
  '<body><div id=root></div><noscript>Gentle Bowl needs JavaScript.</noscript></body></html>';

/** The same page as the development build writes it. */
const READABLE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Gentle Bowl</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const HANDOFF = '<script type="application/json" id="page-handoff">{"rendered":true}</script>';

describe('PageTemplate', () => {
  it.each([
    ['no </head>', '<!doctype html><html><body><div id="root"></div></body></html>'],
    ['no #root', '<!doctype html><html><head></head><body><main></main></body></html>'],
    ['a #root that already has content', '<!doctype html><html><head></head><body><div id="root"><p>Loading</p></div></body></html>'],
    ['#root before </head>', '<!doctype html><html><head><div id="root"></div></head><body></body></html>'],
  ])('refuses a page with %s: a rendered page could not be put into it', (_, html) => {
    expect(() => new PageTemplate(html)).toThrow(/no <\/head> followed by an empty <div id="root"><\/div>/);
  });

  it("puts the page's head elements at the end of the head, its markup in #root and the handoff right after it", () => {
    const page = new PageTemplate(READABLE).assemble({
      head: '<title>Privacy Policy | Gentle Bowl</title><meta name="description" content="How we handle data."/>',
      body: '<main><h1>Privacy Policy</h1></main>',
      handoffScript: HANDOFF,
    });
    expect(page).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    
  <title>Privacy Policy | Gentle Bowl</title><meta name="description" content="How we handle data."/></head>
  <body>
    <div id="root"><main><h1>Privacy Policy</h1></main></div>${HANDOFF}
  </body>
</html>`);
  });

  it("fills html-webpack-plugin's minified template, keeping the pre-paint script and the shell's script in the head, and leaves out the note for visitors without scripts", () => {
    const page = new PageTemplate(MINIFIED).assemble({
      head: '<title>Tools | Gentle Bowl</title><link rel="canonical" href="https://www.example.com/tools"/>',
      body: '<h1>Interactive Nutrition Tools</h1>',
      handoffScript: HANDOFF,
    });
    expect(page).toBe(
      '<!doctype html><html lang=en class=light><head><meta charset=utf-8><script>document.documentElement.classList.add("light")</script>' +
        '<script defer src=/main.0123456789.js></script>' +
        '<title>Tools | Gentle Bowl</title><link rel="canonical" href="https://www.example.com/tools"/></head>' +
        `<body><div id="root"><h1>Interactive Nutrition Tools</h1></div>${HANDOFF}</body></html>`,
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps the template title when the page brings none (the browser renders the page)', () => {
    const page = new PageTemplate(MINIFIED).assemble({ head: '<meta name="robots" content="noindex"/>', body: '', handoffScript: '' });
    expect(page).toContain('<title>Gentle Bowl</title>');
    expect(page).toContain('<meta name="robots" content="noindex"/></head>');
    expect(page).toContain('<body><div id="root"></div><noscript>');
  });

  it('keeps the template as it was built, for pages sent unrendered', () => {
    expect(new PageTemplate(MINIFIED).html).toBe(MINIFIED);
  });
});

describe('withConsentBoxesTicked', () => {
  const settings = renderInShellStackToString(createElement(CookieSettingsDialog), { theme: appTheme, route: '/privacy' });
  const box = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];

  it("ticks the cookie settings' boxes of what the visitor allowed, in the HTML rendered the same for everyone", () => {
    const analyticsOnly = withConsentBoxesTicked(settings, tickedConsentBoxes({ preferences: false, analytics: true }));
    expect(box(analyticsOnly, 'analytics')).toContain('checked=""');
    expect(box(analyticsOnly, 'preferences')).not.toContain('checked');
    const both = withConsentBoxesTicked(settings, tickedConsentBoxes({ preferences: true, analytics: true }));
    expect([box(both, 'analytics'), box(both, 'preferences')]).toEqual([expect.stringContaining('checked=""'), expect.stringContaining('checked=""')]);
  });

  it('ticks nothing for a visitor who has not decided or allowed nothing beyond necessary storage', () => {
    expect(withConsentBoxesTicked(settings, tickedConsentBoxes(null))).toBe(settings);
    expect(withConsentBoxesTicked(settings, tickedConsentBoxes({ preferences: false, analytics: false }))).toBe(settings);
  });
});

describe('withFormToken', () => {
  const field = '<input type="hidden" name="form-token" value="T0k3n">';

  it('puts the token first in each form that posts to the site', () => {
    const page = '<form method="post" action="/contact" aria-label="Send"><input name="name"></form><form class="x" action="/preferences" method="post"><button>Dark</button></form>';
    expect(withFormToken(page, 'T0k3n')).toBe(
      `<form method="post" action="/contact" aria-label="Send">${field}<input name="name"></form><form class="x" action="/preferences" method="post">${field}<button>Dark</button></form>`,
    );
  });

  it('leaves a form that only reads (GET) or posts to another host without it', () => {
    const page = [
      '<form method="get" action="/dog-foods"><select name="type"></select></form>',
      '<form action="/food-selector"><button>Next</button></form>',
      '<form method="post" action="https://other.example/subscribe"></form>',
      '<form method="post" action="//other.example/subscribe"></form>',
      '<form method="post" action="/\\other.example/subscribe"></form>',
    ].join('');
    expect(withFormToken(page, 'T0k3n')).toBe(page);
  });
});
