import { preferencesOnRoot } from './visitor-preferences';

// Browser storage for what only the page's scripts use (the theme and the cookie decision live in
// cookies the server reads, see visitor-preferences.ts): the first-visit tooltip's flag.
export const QUICK_FINDER_TOOLTIP_KEY = 'hasSeenQuickFinderTooltip';

/** Storage keys that count as "preferences" in the cookie policy. */
export const PREFERENCE_KEYS = [QUICK_FINDER_TOOLTIP_KEY] as const;
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

/** Whether the visitor allowed preference storage (the server marks <html> with their decision). */
export function preferencesAllowed(): boolean {
  return preferencesOnRoot(document.documentElement).consent?.preferences === true;
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
