import { CONSENT_STORAGE_KEY, parseConsentRecord } from './consent-record';

export const THEME_STORAGE_KEY = 'ui-theme';
export const QUICK_FINDER_TOOLTIP_KEY = 'hasSeenQuickFinderTooltip';

/** Storage keys that count as "preferences" in the cookie policy. */
export const PREFERENCE_KEYS = [THEME_STORAGE_KEY, QUICK_FINDER_TOOLTIP_KEY] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

// Without consent, preferences live only for this page's lifetime.
const memory = new Map<PreferenceKey, string>();
const listeners = new Set<() => void>();

/** Calls `listener` whenever a preference is written; returns the unsubscribe function. */
export function subscribeToPreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function preferencesAllowed(): boolean {
  return parseConsentRecord(safeLocalStorage()?.getItem(CONSENT_STORAGE_KEY) ?? null)?.preferences === true;
}

export function readPreference(key: PreferenceKey): string | null {
  return memory.get(key) ?? safeLocalStorage()?.getItem(key) ?? null;
}

/** Remembers a preference: in localStorage when the visitor allowed preference storage,
 * otherwise only in memory. */
export function writePreference(key: PreferenceKey, value: string): void {
  memory.set(key, value);
  if (preferencesAllowed()) safeLocalStorage()?.setItem(key, value);
  for (const listener of listeners) listener();
}

/** Applies a new consent decision to what is already stored: granting persists the values chosen
 * so far, withdrawing deletes them. */
export function applyConsentToPreferences(preferencesGranted: boolean): void {
  const storage = safeLocalStorage();
  if (!storage) return;
  for (const key of PREFERENCE_KEYS) {
    if (preferencesGranted) {
      const value = memory.get(key);
      if (value !== undefined) storage.setItem(key, value);
    } else {
      const stored = storage.getItem(key);
      if (stored !== null && !memory.has(key)) memory.set(key, stored);
      storage.removeItem(key);
    }
  }
}
