import { type ToastOptions, useInitialFormValues } from '@gentlebowl/platform';
import { useSearchParams } from '@gentlebowl/router';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type FormRefusal, useFormActionData } from './form-action-data';
import { useOutcomeToast } from './use-outcome-toast';

/** What a page's action refuses such a form with: what was sent, and why when it was the service. */
export interface ThankYouFormRefusal<Values> extends FormRefusal {
  values: Values;
  notice?: ToastOptions;
}

export interface ThankYouFormOptions<Values> {
  /** The form's name (`<form name>`), which its page action's refusal names too. */
  formName: string;
  /** The query parameter the page comes back with once the form was sent without scripts. */
  sentParam: string;
  /** What the scripts then tell, as they would have had they sent it. */
  sentToast: ToastOptions;
  /** The form's values before anything is typed. */
  emptyValues: Values;
  /** Reads the form's values from its fields (see useInitialFormValues). */
  fromEntries: (entries: URLSearchParams, fallback: Values) => Values;
}

export interface ThankYouForm<Values, Refusal> {
  /** The refusal of this form the page arrived with. */
  refused: Refusal | undefined;
  /** Whether that refusal's notice still shows: until the visitor sends again. */
  showRefusal: boolean;
  hideRefusal: () => void;
  initialValues: Values;
  /** Sent: the thank-you stands in the form's place. */
  sent: boolean;
  markSent: () => void;
  /** The thank-you, which takes the focus from the button that is gone. */
  thankYouRef: RefObject<HTMLParagraphElement | null>;
}

/**
 * The state of a form that gives way to a thank-you once sent (the newsletter sign-up, "Share your
 * story"), whether it was sent by its scripts or, without them, by its page's action: the page then
 * arrives with `sentParam` (the thank-you, and the toast once the scripts run) or with the form's
 * refusal (what was typed, and the notice).
 */
export function useThankYouForm<Values, Refusal extends ThankYouFormRefusal<Values>>({
  formName,
  sentParam,
  sentToast,
  emptyValues,
  fromEntries,
}: ThankYouFormOptions<Values>): ThankYouForm<Values, Refusal> {
  const refused = useFormActionData<Refusal>(formName);
  const [searchParams] = useSearchParams();
  const arrivedSent = searchParams.has(sentParam);
  const [sent, setSent] = useState(arrivedSent);
  const [showRefusal, setShowRefusal] = useState(true);
  useOutcomeToast(refused?.notice ?? (arrivedSent ? sentToast : undefined));
  const initialValues = useInitialFormValues(formName, refused?.values ?? emptyValues, fromEntries);
  const thankYouRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The button the visitor pressed is gone; the thank-you takes the focus in its place (not when
    // the page arrived with it: the browser has already placed the visitor at the section).
    if (sent && !arrivedSent) thankYouRef.current?.focus();
  }, [sent, arrivedSent]);

  return {
    refused,
    showRefusal,
    hideRefusal: () => setShowRefusal(false),
    initialValues,
    sent,
    markSent: () => setSent(true),
    thankYouRef,
  };
}
