import { CONSENT_ATTRIBUTE } from './visitor-preferences';

const TOOLTIP_KEY = 'hasSeenQuickFinderTooltip';

function freshModule() {
  let module!: typeof import('./preference-storage');
  jest.isolateModules(() => {
    module = require('./preference-storage');
  });
  return module;
}

/** The decision the server marked the page with. */
function decided(preferences: boolean) {
  document.documentElement.setAttribute(CONSENT_ATTRIBUTE, preferences ? 'necessary preferences' : 'necessary');
}

describe('preference storage', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
  });

  it('keeps a preference only in memory until the visitor allows preference storage', () => {
    const storage = freshModule();
    storage.writePreference(TOOLTIP_KEY, 'true');
    expect(storage.readPreference(TOOLTIP_KEY)).toBe('true');
    expect(localStorage.getItem(TOOLTIP_KEY)).toBeNull();
  });

  it('persists the choices made so far once preferences are accepted', () => {
    const storage = freshModule();
    storage.writePreference(TOOLTIP_KEY, 'true');
    decided(true);
    storage.applyConsentToPreferences(true);
    expect(localStorage.getItem(TOOLTIP_KEY)).toBe('true');
  });

  it('stores a preference at once on a page whose visitor allowed preference storage', () => {
    decided(true);
    freshModule().writePreference(TOOLTIP_KEY, 'true');
    expect(localStorage.getItem(TOOLTIP_KEY)).toBe('true');
  });

  it('tells its subscribers of every choice until they unsubscribe', () => {
    const storage = freshModule();
    const listener = jest.fn();
    const unsubscribe = storage.subscribeToPreferences(listener);
    storage.writePreference(TOOLTIP_KEY, 'true');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    storage.writePreference(TOOLTIP_KEY, 'false');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.readPreference(TOOLTIP_KEY)).toBe('false');
  });

  it('deletes stored preferences when the visitor withdraws consent, but keeps them for this visit', () => {
    decided(true);
    localStorage.setItem(TOOLTIP_KEY, 'true');
    const storage = freshModule();
    decided(false);
    storage.applyConsentToPreferences(false);
    expect(localStorage.getItem(TOOLTIP_KEY)).toBeNull();
    expect(storage.readPreference(TOOLTIP_KEY)).toBe('true');
  });
});
