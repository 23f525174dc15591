import { useSyncExternalStore } from 'react';
import { type PreferenceKey, readPreference, subscribeToPreferences } from './preference-storage';

/**
 * A remembered preference, kept current. The server knows none, so the server render and the
 * browser's hydrating render both see `null`; the stored value takes over right after hydration.
 */
export function usePreference(key: PreferenceKey): string | null {
  return useSyncExternalStore(
    subscribeToPreferences,
    () => readPreference(key),
    () => null,
  );
}
