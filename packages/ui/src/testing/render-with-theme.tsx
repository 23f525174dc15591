import { ThemeProvider } from '@emotion/react';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type AppTheme, lightTheme } from '../theme/theme';

/** Test helper: renders inside the emotion ThemeProvider the shell provides in production. */
export function renderWithTheme(
  ui: ReactElement,
  { theme = lightTheme, ...options }: RenderOptions & { theme?: AppTheme } = {},
) {
  const withTheme = (node: ReactElement) => <ThemeProvider theme={theme}>{node}</ThemeProvider>;
  const view = render(withTheme(ui), options);
  return { ...view, rerender: (next: ReactElement) => view.rerender(withTheme(next)) };
}
