import {
  OWNER_STORY_RECEIVED_MESSAGE,
  type OwnerStoryRequest,
  ownerStoryLimits,
  ownerStoryMessages,
} from '@gentlebowl/contracts';
import { errorMessage, failureToast, type ToastOptions } from '@gentlebowl/platform';
import { requiredTextCheck, type TextCheck } from '../../shared/text-checks';

// The "Share your story" form's rules, free of React: its fields, their checks (the API's own, so a
// story the form lets through is one the API accepts), what is sent and what the owner is told.

/** The form's values as react-final-form holds them: a cleared text field is undefined. */
export interface ShareStoryValues {
  firstName?: string;
  town?: string;
  story?: string;
  consent?: boolean;
}

/** The form's name in the page (`document.forms`, where typed values are read at hydration), and
 * the name it posts itself with, so the home page's action knows it from the newsletter sign-up. */
export const SHARE_STORY_FORM_NAME = 'share-story';

/** The anchor of the form, where the home page opens after a story sent without scripts. */
export const SHARE_STORY_SECTION_ID = 'share-your-story';

/** The query parameter of the home page a story sent without scripts returns to (declared by the
 * home route in @gentlebowl/routes). */
export const STORY_SENT_PARAM = 'story-sent';

/** What a ticked consent box sends without scripts. */
export const CONSENT_GIVEN = 'yes';

export const initialShareStoryValues: Readonly<ShareStoryValues> = Object.freeze({
  firstName: '',
  town: '',
  story: '',
  consent: false,
});

/** The text fields, in the order the form shows them; the consent box comes last. */
export const shareStoryTextFields = ['firstName', 'town', 'story'] as const;
export type ShareStoryTextField = (typeof shareStoryTextFields)[number];
export type ShareStoryField = ShareStoryTextField | 'consent';

/** Each text field's check, as the field runs it and the page's action runs it on a form sent
 * without scripts: the API's own rules and messages. */
export const shareStoryTextChecks: Record<ShareStoryTextField, TextCheck> = {
  firstName: requiredTextCheck(ownerStoryMessages.firstName, ownerStoryLimits.firstName, 'First name'),
  town: requiredTextCheck(ownerStoryMessages.town, ownerStoryLimits.town, 'Town'),
  story: requiredTextCheck(ownerStoryMessages.story, ownerStoryLimits.story, 'Story'),
};

/** The consent box must be ticked: no story is sent without the owner's consent to publish it. */
export function checkConsent(value: boolean | undefined): string | undefined {
  return value === true ? undefined : ownerStoryMessages.consent;
}

/** Each field's message, for the fields whose value the form would refuse. */
export function shareStoryFieldErrors(values: ShareStoryValues): Partial<Record<ShareStoryField, string>> {
  const errors: Partial<Record<ShareStoryField, string>> = {};
  for (const field of shareStoryTextFields) {
    const error = shareStoryTextChecks[field](values[field]);
    if (error !== undefined) errors[field] = error;
  }
  const consent = checkConsent(values.consent);
  if (consent !== undefined) errors.consent = consent;
  return errors;
}

/**
 * The form's values from its submitted fields (a POST body, or what a visitor typed before the
 * scripts took over): text as typed; the consent as the box was, since an unticked box sends nothing.
 */
export function shareStoryValuesFromEntries(entries: URLSearchParams, fallback: ShareStoryValues): ShareStoryValues {
  return {
    firstName: entries.get('firstName') ?? fallback.firstName,
    town: entries.get('town') ?? fallback.town,
    story: entries.get('story') ?? fallback.story,
    consent: entries.get('consent') === CONSENT_GIVEN,
  };
}

/** The request body for values that passed the checks: text trimmed, consent given. */
export function toOwnerStoryRequest(values: ShareStoryValues): OwnerStoryRequest {
  return {
    firstName: (values.firstName ?? '').trim(),
    town: (values.town ?? '').trim(),
    story: (values.story ?? '').trim(),
    consent: true,
  };
}

export const shareStoryText = {
  submit: 'Send My Story',
  pending: 'Sending...',
  thankYou: OWNER_STORY_RECEIVED_MESSAGE,
} as const;

export const storySentToast: ToastOptions = { title: 'Story sent!', description: OWNER_STORY_RECEIVED_MESSAGE };

const STORY_FAILED_FALLBACK = 'There was a problem sending your story. Please try again later.';

/** Why a story was not sent: the API's message, or the fallback; a refusal says how long to wait. */
export function storyFailedToast(error: unknown): ToastOptions {
  return failureToast(
    { title: 'Your story was not sent', description: errorMessage(error, STORY_FAILED_FALLBACK), variant: 'destructive' },
    error,
  );
}
