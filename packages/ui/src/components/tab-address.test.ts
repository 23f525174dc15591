import { tabAddress, tabInAddress, tabsInAddress } from './tab-address';

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

describe('tabsInAddress', () => {
  it('selects the tab the address names and links each tab to its own address', () => {
    const tabs = tabsInAddress('?weight=50&tab=nutrition', ids, 'details');
    expect(tabs.defaultValue).toBe('nutrition');
    expect(tabs.hrefOf('feeding')).toBe('?weight=50&tab=feeding');
  });

  it('lands on the tabs when given the place they sit on the page', () => {
    const tabs = tabsInAddress('', ids, 'details', 'resources');
    expect(tabs.defaultValue).toBe('details');
    expect(tabs.hrefOf('feeding')).toBe('?tab=feeding#resources');
  });
});
