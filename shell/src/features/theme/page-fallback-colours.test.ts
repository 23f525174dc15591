import { readFileSync } from 'node:fs';
import path from 'node:path';
import { palettes, type ThemeMode } from '@gentlebowl/ui';

// The page template's own colours, shown until the global styles arrive: they follow the html class
// the server sends (light by default, dark, or system with the device's setting).
const template = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
const fallbackStyle = /<style>([\s\S]*?)<\/style>/.exec(template)?.[1] ?? '';

function declarations(rule: string | undefined): Record<string, string> {
  return Object.fromEntries((rule ?? '').split(';').map((declaration) => declaration.split(':').map((part) => part.trim())));
}

const colours = (mode: ThemeMode) => ({ background: palettes[mode].colors.background, color: palettes[mode].colors.text });

describe('the page template', () => {
  it('runs no script of its own before the page: the server sends the theme and cookie decision on <html>', () => {
    expect(template).not.toMatch(/<script>/);
    expect(template).toMatch(/<html lang="en">/);
  });

  it('paints the light palette by default and the dark one for html.dark', () => {
    expect(declarations(/(?:^|\})html\{([^}]*)\}/.exec(fallbackStyle)?.[1])).toEqual(colours('light'));
    expect(declarations(/html\.dark\{([^}]*)\}/.exec(fallbackStyle)?.[1])).toEqual(colours('dark'));
  });

  it('paints the dark palette for html.system on a device set to dark', () => {
    const rule = /@media \(prefers-color-scheme:dark\)\{html\.system\{([^}]*)\}\}/.exec(fallbackStyle)?.[1];
    expect(declarations(rule)).toEqual(colours('dark'));
  });
});
