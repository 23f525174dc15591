import { tabOfAnchor, toolAnchorOf } from './tool-anchors';

describe('tool anchors', () => {
  it('opens the Food Calculator tab for #feeding-calculator and #nutritional-calculator', () => {
    expect(toolAnchorOf('#feeding-calculator')).toBe('feeding-calculator');
    expect(tabOfAnchor('feeding-calculator')).toBe('food-calculator');
    expect(toolAnchorOf('#nutritional-calculator')).toBe('nutritional-calculator');
    expect(tabOfAnchor('nutritional-calculator')).toBe('food-calculator');
  });

  it('opens the Transition Guide tab for #feeding-guide', () => {
    expect(toolAnchorOf('#feeding-guide')).toBe('feeding-guide');
    expect(tabOfAnchor('feeding-guide')).toBe('transition-guide');
  });

  it('ignores empty, unknown and malformed hashes', () => {
    expect(toolAnchorOf('')).toBeNull();
    expect(toolAnchorOf('#')).toBeNull();
    expect(toolAnchorOf('#pricing')).toBeNull();
    expect(toolAnchorOf('#constructor')).toBeNull();
    expect(toolAnchorOf('#%E0%A4%A')).toBeNull();
  });

  it('accepts a hash without its leading #', () => {
    expect(toolAnchorOf('feeding-guide')).toBe('feeding-guide');
  });
});
