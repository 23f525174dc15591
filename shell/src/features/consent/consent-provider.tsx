import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  parseConsentRecord,
  type ConsentChoice,
  type ConsentRecord,
} from '../../shared/consent-record';
import { applyConsentToPreferences } from '../../shared/preference-storage';

interface ConsentValue {
  /** The visitor's decision; null when they have not decided; undefined until the browser's record
   * has been read, which happens right after hydration (the server cannot know it). */
  record: ConsentRecord | null | undefined;
  decide: (choice: ConsentChoice) => void;
  settingsOpen: boolean;
  openSettings: () => void;
  closeSettings: () => void;
}

const ConsentContext = createContext<ConsentValue | null>(null);

function readStoredRecord(): ConsentRecord | null {
  try {
    return parseConsentRecord(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Set on <html> by the pre-paint script in shell/public/index.html when a decision is stored. */
export const CONSENT_DECIDED_CLASS = 'consent-decided';

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [record, setRecord] = useState<ConsentRecord | null | undefined>(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => setRecord(readStoredRecord()), []);
  // The page's pre-paint script marks <html> when a decision is stored, so the server-rendered banner
  // never shows for a visitor who decided; once the record is read, the mark follows it (a record
  // that turned out unreadable counts as no decision).
  useEffect(() => {
    if (record !== undefined) document.documentElement.classList.toggle(CONSENT_DECIDED_CLASS, record !== null);
  }, [record]);

  const decide = useCallback((choice: ConsentChoice) => {
    const next = createConsentRecord(choice);
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage blocked by the browser: the choice still holds for this visit.
    }
    applyConsentToPreferences(next.preferences);
    setRecord(next);
    setSettingsOpen(false);
  }, []);

  const value = useMemo(
    () => ({
      record,
      decide,
      settingsOpen,
      openSettings: () => setSettingsOpen(true),
      closeSettings: () => setSettingsOpen(false),
    }),
    [record, decide, settingsOpen],
  );

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside ConsentProvider');
  return value;
}
