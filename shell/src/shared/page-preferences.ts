import { useSyncExternalStore } from 'react';
import {
  CONSENT_ATTRIBUTE,
  type ConsentChoice,
  preferencesOnRoot,
  rootAttributes,
  THEME_PREFERENCES,
  type ThemePreference,
  type VisitorPreferences,
} from './visitor-preferences';

// The visitor's theme and cookie decision as this page knows them: <html> is the one place they are
// held, as the server sent it (from its cookies) and as each choice made on the page changes it.

const listeners = new Set<() => void>();

let snapshot: { key: string; preferences: VisitorPreferences } | undefined;

function readRoot(): VisitorPreferences {
  const root = document.documentElement;
  const key = `${root.className}|${root.getAttribute(CONSENT_ATTRIBUTE)}`;
  if (snapshot?.key !== key) snapshot = { key, preferences: preferencesOnRoot(root) };
  return snapshot.preferences;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The page's preferences, kept current. Undefined on the server and in the hydrating render, which
 * must match the HTML every visitor is sent; the page's own take over right after hydration.
 */
export function usePagePreferences(): VisitorPreferences | undefined {
  return useSyncExternalStore(subscribe, readRoot, () => undefined);
}

/** Shows a choice at once: the palette follows the html class, the cookie banner data-consent. */
export function showPreferences(choice: { theme: ThemePreference } | { consent: ConsentChoice }): void {
  const root = document.documentElement;
  const next = { ...readRoot(), ...choice };
  root.classList.remove(...THEME_PREFERENCES);
  root.classList.add(next.theme);
  const consent = rootAttributes(next)[CONSENT_ATTRIBUTE];
  if (consent !== undefined) root.setAttribute(CONSENT_ATTRIBUTE, consent);
  for (const listener of listeners) listener();
}

/** The fields a form submits with the button that submitted it, as the browser would send them. */
export function submittedFields(form: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}

/**
 * Posts a preference form's fields in the background, as the browser would have without scripts
 * (the server keeps the choice in its cookie); the page has already shown the choice. It survives
 * the visitor leaving the page at once (keepalive), and the server's redirect back is not followed.
 */
export function sendPreferenceForm(form: HTMLFormElement, fields: URLSearchParams): void {
  fetch(form.action, { method: 'POST', body: fields, credentials: 'same-origin', redirect: 'manual', keepalive: true }).catch(
    () => {
      // Offline: the choice holds on this page, and the form can be sent again.
    },
  );
}
