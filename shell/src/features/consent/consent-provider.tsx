import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  parseConsentRecord,
  type ConsentChoice,
  type ConsentRecord,
} from '../../shared/consent-record';
import { applyConsentToPreferences } from '../../shared/preference-storage';

interface ConsentValue {
  record: ConsentRecord | null;
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

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [record, setRecord] = useState(readStoredRecord);
  const [settingsOpen, setSettingsOpen] = useState(false);

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
