import { tabAddress, tabInAddress } from './tab-address';

const ids = ['details', 'nutrition', 'feeding'] as const;

describe('tabInAddress', () => {
  it('reads the tab the address names', () => {
    expect(tabInAddress('?tab=feeding', ids, 'details')).toBe('feeding');
    expect(tabInAddress('?weight=50&tab=nutrition', ids, 'details')).toBe('nutrition');
  });

  it('falls back when the address names no tab or one the page does not have', () => {
    expect(tabInAddress('', ids, 'details')).toBe('details');
    expect(tabInAddress('?tab=reviews', ids, 'details')).toBe('details');
    expect(tabInAddress('?tab=', ids, 'nutrition')).toBe('nutrition');
  });
});

describe('tabAddress', () => {
  it('sets the tab in the page query and keeps the other answers', () => {
    expect(tabAddress('', 'feeding')).toBe('?tab=feeding');
    expect(tabAddress('?weight=50&tab=details', 'feeding')).toBe('?weight=50&tab=feeding');
    expect(tabAddress('?age=adult', 'nutrition')).toBe('?age=adult&tab=nutrition');
  });
});
