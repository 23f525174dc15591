import { CONSENT_STORAGE_KEY, createConsentRecord } from './consent-record';

function freshModule() {
  let module!: typeof import('./preference-storage');
  jest.isolateModules(() => {
    module = require('./preference-storage');
  });
  return module;
}

function decide(preferences: boolean) {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createConsentRecord({ preferences, analytics: false })));
}

describe('preference storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a preference only in memory until the visitor allows preference storage', () => {
    const storage = freshModule();
    storage.writePreference('ui-theme', 'dark');
    expect(storage.readPreference('ui-theme')).toBe('dark');
    expect(localStorage.getItem('ui-theme')).toBeNull();
  });

  it('persists the choices made so far once preferences are accepted', () => {
    const storage = freshModule();
    storage.writePreference('ui-theme', 'dark');
    decide(true);
    storage.applyConsentToPreferences(true);
    expect(localStorage.getItem('ui-theme')).toBe('dark');
    storage.writePreference('hasSeenQuickFinderTooltip', 'true');
    expect(localStorage.getItem('hasSeenQuickFinderTooltip')).toBe('true');
  });

  it('tells its subscribers of every choice until they unsubscribe', () => {
    const storage = freshModule();
    const listener = jest.fn();
    const unsubscribe = storage.subscribeToPreferences(listener);
    storage.writePreference('ui-theme', 'dark');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    storage.writePreference('ui-theme', 'light');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.readPreference('ui-theme')).toBe('light');
  });

  it('deletes stored preferences when the visitor withdraws consent, but keeps them for this visit', () => {
    decide(true);
    localStorage.setItem('ui-theme', 'dark');
    const storage = freshModule();
    decide(false);
    storage.applyConsentToPreferences(false);
    expect(localStorage.getItem('ui-theme')).toBeNull();
    expect(storage.readPreference('ui-theme')).toBe('dark');
  });
});
