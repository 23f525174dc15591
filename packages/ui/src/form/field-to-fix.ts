import { type RefObject, useEffect } from 'react';

/**
 * The first control of `form`, in the page's order, whose field has an error: where a refused
 * submit puts the focus, so the field's message (its description) is read out there.
 */
export function firstControlToFix(form: HTMLFormElement, errors: Readonly<Record<string, unknown>> | undefined): HTMLElement | null {
  if (!errors) return null;
  for (const control of Array.from(form.elements)) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
    if (control.type === 'hidden' || control.disabled) continue;
    if (errors[control.name] !== undefined) return control;
  }
  return null;
}

/** Moves the focus to the first control to fix once the messages the refusal shows are on the page
 * (after the render the submit started). */
export function focusControlToFix(form: HTMLFormElement, errors: Readonly<Record<string, unknown>> | undefined): void {
  requestAnimationFrame(() => firstControlToFix(form, errors)?.focus());
}

/**
 * A page that arrived with the form refused puts the focus where a refused submit in the browser
 * does: on the first field to fix, where its message is read out. Once, when the scripts take the
 * form over, and only if the visitor has not put the focus somewhere already (a field they are
 * typing in keeps it).
 */
export function useFocusOnArrivedRefusal(formRef: RefObject<HTMLFormElement | null>, errors: Readonly<Record<string, unknown>> | undefined): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the refusal the page arrived with.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    if (formRef.current) firstControlToFix(formRef.current, errors)?.focus();
  }, []);
}
