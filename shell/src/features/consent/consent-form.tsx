import type { FormEvent, ReactNode } from 'react';
import { useLocation } from '@gentlebowl/router';
import { sendPreferenceForm, submittedFields } from '../../shared/page-preferences';
import { consentFromForm, PREFERENCE_FIELDS, PREFERENCES_PATH } from '../../shared/visitor-preferences';
import { showConsent } from './consent';
import { keepFocusOnThePage } from './focus-after-decision';

interface Props {
  children: ReactNode;
  className?: string;
  /** Called once a decision is shown (the settings dialog closes itself). */
  onDecided?: () => void;
}

/**
 * A form that posts a cookie decision, as the banner and the settings dialog make it: without
 * scripts the server keeps it and sends the visitor back to this page; with them the page shows it
 * at once, keeps the focus on the page, and sends the same form in the background.
 */
export function ConsentForm({ children, className, onDecided }: Props) {
  const { pathname, search } = useLocation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const fields = submittedFields(form, (event.nativeEvent as SubmitEvent).submitter);
    const choice = consentFromForm(fields);
    if (!choice) return;
    event.preventDefault();
    showConsent(choice);
    sendPreferenceForm(form, fields);
    onDecided?.();
    keepFocusOnThePage(window);
  };

  return (
    <form className={className} method="post" action={PREFERENCES_PATH} onSubmit={onSubmit}>
      <input type="hidden" name={PREFERENCE_FIELDS.returnTo} value={`${pathname}${search}`} />
      {children}
    </form>
  );
}
