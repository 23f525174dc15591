import { contrastRatio } from './contrast';
import { palettes } from './theme';
import type { ColorTokens } from './tokens';

type ColorName = keyof ColorTokens;

const AA_NORMAL_TEXT = 4.5;
/** WCAG 1.4.11: focus indicators, control borders and meaningful icons. */
const AA_NON_TEXT = 3;

const textPairs: Array<[foreground: ColorName, background: ColorName, usedFor: string]> = [
  ['text', 'background', 'body copy'],
  ['text', 'surface', 'cards and inputs'],
  ['text', 'surfaceMuted', 'notices, secondary badges and buttons'],
  ['text', 'surfaceHover', 'hovered secondary buttons'],
  ['textMuted', 'background', 'captions and hints'],
  ['textMuted', 'surface', 'card meta text'],
  ['textMuted', 'surfaceMuted', 'notice body text'],
  ['onPrimary', 'primary', 'primary buttons and default badges'],
  ['onPrimary', 'primaryHover', 'hovered primary buttons'],
  ['onAccent', 'accent', 'call-to-action buttons'],
  ['onAccent', 'accentHover', 'hovered call-to-action buttons'],
  ['onDanger', 'danger', 'destructive buttons and badges'],
  ['onSuccess', 'success', 'success badges'],
  ['link', 'background', 'links in body copy'],
  ['link', 'surface', 'links in cards'],
  ['link', 'surfaceMuted', 'links in notices'],
  ['badgeText', 'badgeBg', 'default badges'],
  ['primary', 'background', 'outline buttons'],
  ['primary', 'surface', 'outline buttons on cards'],
  ['primary', 'surfaceMuted', 'hovered outline buttons'],
  ['danger', 'background', 'field errors and sale prices'],
  ['danger', 'surface', 'field errors and sale prices on cards'],
  ['success', 'surface', 'success text'],
  ['warning', 'background', 'warning text'],
];

const nonTextPairs: Array<[foreground: ColorName, background: ColorName, usedFor: string]> = [
  ['focusRing', 'background', 'focus ring'],
  ['focusRing', 'surface', 'focus ring on cards'],
  ['borderStrong', 'surface', 'form control borders'],
  ['borderStrong', 'background', 'form control borders on the page'],
  ['star', 'surface', 'filled rating stars'],
];

// The palettes hold the real values; the theme components read only refers to them.
describe.each(Object.entries(palettes))('%s palette contrast', (_mode, { colors }) => {
  it.each(textPairs)('%s on %s (%s) meets AA for normal text', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it.each(nonTextPairs)('%s on %s (%s) meets 3:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for identical colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0f766e', '#0f766e')).toBe(1);
  });

  it('matches a published reference value (#767676 on white is the AA borderline 4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot measure instead of passing them silently', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/#rrggbb/);
  });
});
