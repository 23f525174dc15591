import {
  RELOAD_GUARD_MS,
  RELOADS_STORAGE_KEY,
  recentReloads,
  reloadForNewRelease,
  shouldReloadForFailedLoad,
} from './reload-for-new-release';

const NOW = Date.parse('2026-12-07T12:00:00Z');

describe('whether a failed load of a remote becomes a full page load', () => {
  it('reloads after a client-side navigation: the page outlived a redeploy and the server has the new release', () => {
    expect(shouldReloadForFailedLoad({ address: '/terms', documentAddress: '/privacy', now: NOW, earlierReloads: {} })).toBe(true);
  });

  it('does not reload at the address the document was loaded at: a full page load would fetch the same, so the panel shows', () => {
    expect(shouldReloadForFailedLoad({ address: '/terms', documentAddress: '/terms', now: NOW, earlierReloads: {} })).toBe(false);
  });

  it('takes the query as part of the address', () => {
    expect(shouldReloadForFailedLoad({ address: '/blog?page=2', documentAddress: '/blog', now: NOW, earlierReloads: {} })).toBe(true);
  });

  it('reloads an address once within the guard, so a page that fails even when loaded afresh never loops', () => {
    const earlierReloads = { '/terms': NOW - RELOAD_GUARD_MS + 1 };
    expect(shouldReloadForFailedLoad({ address: '/terms', documentAddress: '/privacy', now: NOW, earlierReloads })).toBe(false);
    expect(shouldReloadForFailedLoad({ address: '/cookies', documentAddress: '/privacy', now: NOW, earlierReloads })).toBe(true);
  });

  it('reloads the address again once the guard has passed (a later redeploy)', () => {
    const earlierReloads = { '/terms': NOW - RELOAD_GUARD_MS };
    expect(shouldReloadForFailedLoad({ address: '/terms', documentAddress: '/privacy', now: NOW, earlierReloads })).toBe(true);
  });

  it('keeps only the reloads still within the guard', () => {
    expect(recentReloads({ '/old': NOW - RELOAD_GUARD_MS, '/recent': NOW - 1_000 }, NOW)).toEqual({ '/recent': NOW - 1_000 });
  });
});

/** jsdom cannot load a page: it reports each reload as a navigation it does not implement. */
const reloadsAsked = () =>
  jest.mocked(console.error).mock.calls.filter(([error]) => String((error as Error | undefined)?.message).startsWith('Not implemented: navigation')).length;

describe('reloading in the browser', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    jest.restoreAllMocks();
  });

  it('does not reload at the address the page was loaded at', () => {
    expect(reloadForNewRelease()).toBe(false);
    expect(reloadsAsked()).toBe(0);
    expect(window.sessionStorage.getItem(RELOADS_STORAGE_KEY)).toBeNull();
  });

  it('reloads after a client-side navigation, remembering the address in the tab, and only once', () => {
    window.history.pushState(null, '', '/terms?tab=2');
    expect(reloadForNewRelease()).toBe(true);
    expect(reloadsAsked()).toBe(1);
    expect(Object.keys(JSON.parse(window.sessionStorage.getItem(RELOADS_STORAGE_KEY) ?? '{}'))).toEqual(['/terms?tab=2']);
    expect(reloadForNewRelease()).toBe(false);
    expect(reloadsAsked()).toBe(1);
  });

  it('never reloads when the tab cannot remember that it did', () => {
    window.history.pushState(null, '', '/terms');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(reloadForNewRelease()).toBe(false);
    expect(reloadsAsked()).toBe(0);
  });

  it('reads a remembered list it cannot understand as empty', () => {
    window.sessionStorage.setItem(RELOADS_STORAGE_KEY, 'not json');
    window.history.pushState(null, '', '/terms');
    expect(reloadForNewRelease()).toBe(true);
  });
});
