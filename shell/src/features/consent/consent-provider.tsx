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
/** The settings opener alone: it never changes, so its users do not re-render with the decision. */
const OpenSettingsContext = createContext<(() => void) | null>(null);

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

  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  const value = useMemo(
    () => ({ record, decide, settingsOpen, openSettings, closeSettings }),
    [record, decide, settingsOpen, openSettings, closeSettings],
  );

  return (
    <OpenSettingsContext.Provider value={openSettings}>
      <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
    </OpenSettingsContext.Provider>
  );
}

/**
 * Opens the cookie settings, for parts that only offer the way there (the footer's link). They do
 * not re-render when the stored decision is read after hydration or changes: the page frame that
 * passes it on holds the whole page, which would otherwise render again at that moment.
 */
export function useOpenCookieSettings(): () => void {
  const openSettings = useContext(OpenSettingsContext);
  if (!openSettings) throw new Error('useOpenCookieSettings must be used inside ConsentProvider');
  return openSettings;
}

export function useConsent(): ConsentValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside ConsentProvider');
  return value;
}
