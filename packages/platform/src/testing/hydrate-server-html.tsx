import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { format } from 'node:util';
import { type ShellProviderOptions, ShellStack } from './render-with-shell-providers';

export interface HydrationOptions extends ShellProviderOptions {
  /** Puts the visitor's browser in its state (stored choices, scroll position, what they typed)
   * after the server rendered and before the page hydrates: the server knows none of it. */
  visitor?: () => void;
  /** What the shell's server makes of the rendered HTML for this visitor before sending it (their
   * form token in its forms). */
  served?: (html: string) => string;
}

/**
 * Renders `ui` in the shell's stack to HTML as the shell's server does, puts that HTML in the
 * document, sets up the visitor's browser, and hydrates the same stack. The server and the browser
 * each get a fresh store unless `store` is given. `problems` lists what React reported while
 * hydrating (mismatch errors and warnings, as a browser console would show them); it must stay empty.
 */
export async function hydrateServerHtml(ui: ReactElement, { visitor, served = (rendered) => rendered, ...stack }: HydrationOptions) {
  const html = served(renderToString(<ShellStack {...stack}>{ui}</ShellStack>));
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  visitor?.();
  const problems: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(format(...args));
  });
  try {
    const user = userEvent.setup();
    const result = render(<ShellStack {...stack}>{ui}</ShellStack>, {
      container,
      hydrate: true,
      onRecoverableError: (error) => problems.push(String(error)),
    });
    await act(async () => {});
    return { ...result, user, html, problems };
  } finally {
    consoleError.mockRestore();
  }
}
