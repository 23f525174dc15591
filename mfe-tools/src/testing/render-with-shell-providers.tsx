import {
  renderWithShellProviders as renderInShellStack,
  type ShellProviderOptions as StackOptions,
} from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import type { ReactElement } from 'react';

export type ShellProviderOptions = Partial<StackOptions>;

/** This remote's pages and widgets rendered in the shell's provider stack. */
export function renderWithShellProviders(ui: ReactElement, options: ShellProviderOptions = {}) {
  return renderInShellStack(ui, { theme: appTheme, route: '/tools', ...options });
}
