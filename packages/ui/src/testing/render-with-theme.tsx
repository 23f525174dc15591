import { Global, ThemeProvider } from '@emotion/react';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { paletteStyles } from '../theme/global-styles';
import { appTheme, type ThemeMode } from '../theme/theme';

/**
 * Test helper: renders inside the theme the shell provides, on a page whose html class picks
 * `mode`'s palette. Only the palette of the global styles is rendered: jsdom ignores selector
 * specificity, so their element rules (`button { color: inherit }`) would beat a component's class.
 */
export function renderWithTheme(
  ui: ReactElement,
  { mode = 'light', ...options }: RenderOptions & { mode?: ThemeMode } = {},
) {
  document.documentElement.className = mode;
  const withTheme = (node: ReactElement) => (
    <ThemeProvider theme={appTheme}>
      <Global styles={paletteStyles} />
      {node}
    </ThemeProvider>
  );
  const view = render(withTheme(ui), options);
  return { ...view, rerender: (next: ReactElement) => view.rerender(withTheme(next)) };
}

/**
 * An element's computed style with every `var(--…)` replaced by the value the page gives it, as a
 * browser paints it (jsdom leaves var() unresolved). Render with `renderWithTheme` first.
 */
export function paintedStyle(element: Element, property: string): string {
  const page = getComputedStyle(document.documentElement);
  return getComputedStyle(element)
    .getPropertyValue(property)
    .replace(/var\((--[\w-]+)\)/g, (_reference, name: string) => page.getPropertyValue(name).trim());
}
