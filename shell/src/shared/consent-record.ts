// The visitor's cookie and storage choice. Necessary storage is always on; "preferences" covers
// the theme choice and the first-visit tooltip flag; "analytics" covers any measurement.

export const CONSENT_STORAGE_KEY = 'gentlebowl-cookie-consent';

export interface ConsentChoice {
  preferences: boolean;
  analytics: boolean;
}

export interface ConsentRecord extends ConsentChoice {
  necessary: true;
  decidedAt: string;
}

export const ACCEPT_ALL: ConsentChoice = { preferences: true, analytics: true };
export const REJECT_NON_ESSENTIAL: ConsentChoice = { preferences: false, analytics: false };

export function createConsentRecord(choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  return { necessary: true, preferences: choice.preferences, analytics: choice.analytics, decidedAt: now.toISOString() };
}

/** The stored record, or null when the visitor has not decided (or the record is unreadable, in
 * which case we ask again rather than assume consent). */
export function parseConsentRecord(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    if (typeof value.preferences !== 'boolean' || typeof value.analytics !== 'boolean') return null;
    if (typeof value.decidedAt !== 'string') return null;
    return { necessary: true, preferences: value.preferences, analytics: value.analytics, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}
