import { appTheme, colorVariable, palettes, shadowVariable } from './theme';
import type { ColorTokens, ShadowTokens } from './tokens';

describe('appTheme', () => {
  it('refers to one custom property per colour and shadow, so both modes share it and its class names', () => {
    expect(appTheme.colors.text).toBe('var(--gb-text)');
    expect(appTheme.colors.surfaceMuted).toBe('var(--gb-surface-muted)');
    expect(appTheme.shadows.md).toBe('var(--gb-shadow-md)');
    for (const name of Object.keys(palettes.light.colors) as (keyof ColorTokens)[]) {
      expect(appTheme.colors[name]).toBe(`var(${colorVariable(name)})`);
    }
    for (const name of Object.keys(palettes.light.shadows) as (keyof ShadowTokens)[]) {
      expect(appTheme.shadows[name]).toBe(`var(${shadowVariable(name)})`);
    }
    const variables = [...Object.values(appTheme.colors), ...Object.values(appTheme.shadows)];
    expect(new Set(variables).size).toBe(variables.length);
  });

  it('has a value for every token in both palettes', () => {
    expect(Object.keys(palettes.dark.colors).sort()).toEqual(Object.keys(appTheme.colors).sort());
    expect(Object.keys(palettes.light.colors).sort()).toEqual(Object.keys(appTheme.colors).sort());
    expect(Object.keys(palettes.dark.shadows).sort()).toEqual(Object.keys(appTheme.shadows).sort());
  });

  it('keeps the 4 px spacing scale and the spec breakpoints', () => {
    expect(appTheme.space(4)).toBe('16px');
    expect(appTheme.space(0.5)).toBe('2px');
    expect(appTheme.breakpoints.mobile).toBe('@media (max-width: 768px)');
    expect(appTheme.breakpoints.desktop).toBe('@media (min-width: 769px)');
    expect(appTheme.maxWidth).toBe('1200px');
  });
});
