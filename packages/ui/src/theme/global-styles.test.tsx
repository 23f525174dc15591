import { darkTheme, lightTheme } from './theme';
import { GlobalStyles } from './global-styles';
import { renderWithTheme } from '../testing/render-with-theme';

/** The injected CSS with whitespace removed, so assertions do not depend on jsdom's formatting. */
function injectedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('')
    .replace(/\s+/g, '');
}

describe('GlobalStyles', () => {
  it('paints the page with the light theme colours', () => {
    renderWithTheme(<GlobalStyles />, { theme: lightTheme });
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(251, 250, 247)');
    expect(getComputedStyle(document.body).color).toBe('rgb(27, 42, 40)');
  });

  it('paints the page with the dark theme colours and a dark colour scheme', () => {
    renderWithTheme(<GlobalStyles />, { theme: darkTheme });
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(14, 22, 21)');
    expect(injectedCss()).toMatch(/html\{[^}]*color-scheme:dark;/);
  });

  it('hides the visually-hidden helper class from sight only', () => {
    renderWithTheme(
      <>
        <GlobalStyles />
        <span className="visually-hidden">Skip me visually</span>
      </>,
    );
    const hidden = document.querySelector('.visually-hidden') as HTMLElement;
    expect(getComputedStyle(hidden).position).toBe('absolute');
    expect(getComputedStyle(hidden).width).toBe('1px');
    expect(hidden).toHaveTextContent('Skip me visually');
  });

  it('shows a focus ring, stops motion on request and hides data-print="hide" when printing', () => {
    renderWithTheme(<GlobalStyles />);
    const css = injectedCss();
    expect(css).toContain(':focus-visible{outline:3pxsolid#c2410c;');
    expect(css).toContain('@media(prefers-reduced-motion:no-preference){html{scroll-behavior:smooth;}}');
    expect(css).toMatch(/@media\(prefers-reduced-motion:reduce\)\{[^}]*animation-duration:0\.01ms!important;/);
    expect(css).toContain('@mediaprint{[data-print="hide"]{display:none!important;}');
  });
});
