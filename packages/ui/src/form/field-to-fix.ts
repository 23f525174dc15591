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
