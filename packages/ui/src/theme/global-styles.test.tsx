import { render } from '@testing-library/react';
import { paintedStyle } from '../testing/render-with-theme';
import { GlobalStyles } from './global-styles';
import { colorVariable, palettes, shadowVariable, type ThemeMode } from './theme';
import type { ColorTokens, ShadowTokens } from './tokens';

function injectedRules(): CSSStyleRule[] {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSStyleRule => 'selectorText' in rule);
}

/** The injected CSS with whitespace removed, so assertions do not depend on jsdom's formatting. */
function injectedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('')
    .replace(/\s+/g, '');
}

const modes: ThemeMode[] = ['light', 'dark'];

/** GlobalStyles alone (it needs no theme provider), on a page whose html class is `mode`. */
function renderGlobalStyles(mode: ThemeMode | '' = 'light') {
  document.documentElement.className = mode;
  return render(<GlobalStyles />);
}

describe('GlobalStyles', () => {
  it.each(modes)('defines every colour and shadow token for html.%s with the palette values', (mode) => {
    renderGlobalStyles();
    const rules = injectedRules().filter((rule) =>
      rule.selectorText.split(',').some((selector) => selector.trim() === `html.${mode}`),
    );
    expect(rules).toHaveLength(1);
    const [{ style }] = rules as [CSSStyleRule];
    const { colors, shadows } = palettes[mode];
    for (const name of Object.keys(colors) as (keyof ColorTokens)[]) {
      expect(style.getPropertyValue(colorVariable(name)).trim()).toBe(colors[name]);
    }
    for (const name of Object.keys(shadows) as (keyof ShadowTokens)[]) {
      expect(style.getPropertyValue(shadowVariable(name)).trim()).toBe(shadows[name]);
    }
    expect(style.getPropertyValue('color-scheme')).toBe(mode);
  });

  it.each(modes)('paints the page with the %s palette when the html class says so', (mode) => {
    renderGlobalStyles(mode);
    expect(paintedStyle(document.body, 'background-color')).toBe(palettes[mode].colors.background);
    expect(paintedStyle(document.body, 'color')).toBe(palettes[mode].colors.text);
    expect(getComputedStyle(document.documentElement).getPropertyValue('color-scheme')).toBe(mode);
  });

  it('gives html.system the dark palette on a device set to dark, and the light one otherwise', () => {
    renderGlobalStyles();
    const media = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText.includes('prefers-color-scheme: dark'));
    const systemRules = media.flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[]).filter((rule) => rule.selectorText === 'html.system');
    expect(systemRules).toHaveLength(1);
    const [{ style }] = systemRules as [CSSStyleRule];
    expect(style.getPropertyValue(colorVariable('background')).trim()).toBe(palettes.dark.colors.background);
    expect(style.getPropertyValue('color-scheme')).toBe('dark');
    // Outside that query html.system is only :root, which holds the light palette.
    document.documentElement.className = 'system';
    expect(paintedStyle(document.body, 'background-color')).toBe(palettes.light.colors.background);
  });

  it('paints a page without a theme class light', () => {
    renderGlobalStyles('');
    expect(paintedStyle(document.body, 'background-color')).toBe(palettes.light.colors.background);
  });

  it('is the same stylesheet whichever mode the page is in', () => {
    const { unmount } = renderGlobalStyles('light');
    const lightCss = injectedCss();
    unmount();
    renderGlobalStyles('dark');
    expect(injectedCss()).toBe(lightCss);
  });

  it('hides the visually-hidden helper class from sight only', () => {
    renderGlobalStyles();
    render(<span className="visually-hidden">Skip me visually</span>);
    const hidden = document.querySelector('.visually-hidden') as HTMLElement;
    expect(getComputedStyle(hidden).position).toBe('absolute');
    expect(getComputedStyle(hidden).width).toBe('1px');
    expect(hidden).toHaveTextContent('Skip me visually');
  });

  it('shows a focus ring, stops motion on request and hides data-print="hide" when printing', () => {
    renderGlobalStyles();
    const css = injectedCss();
    expect(css).toContain(`:focus-visible{outline:3pxsolidvar(${colorVariable('focusRing')});`);
    expect(css).toContain('@media(prefers-reduced-motion:no-preference){html{scroll-behavior:smooth;}}');
    expect(css).toMatch(/@media\(prefers-reduced-motion:reduce\)\{[^}]*animation-duration:0\.01ms!important;/);
    expect(css).toContain('@mediaprint{[data-print="hide"]{display:none!important;}');
  });
});
