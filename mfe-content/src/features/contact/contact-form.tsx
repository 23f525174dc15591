import styled from '@emotion/styled';
import { contactSubjectOptions } from '@gentlebowl/contracts';
import { failureToast, useInitialFormValues, usePageActionData, useToast } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { Alert, Button, Notice } from '@gentlebowl/ui';
import { EmailField, Form, useFocusOnArrivedRefusal, SelectField, TextAreaField, TextField } from '@gentlebowl/ui/form';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from '@gentlebowl/router';
import { useContentContactMutation } from '../../shared/content-api';
import { useOutcomeToast } from '../../shared/use-outcome-toast';
import type { ContactActionData } from './contact-action';
import {
  CONTACT_FORM_NAME,
  CONTACT_SENT_PARAM,
  type ContactFormValues,
  contactFieldValidators,
  contactToasts,
  contactValuesFromEntries,
  initialContactValues,
  missingContactFields,
  toContactRequest,
} from './contact-form-values';

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(5),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const WideField = styled.div({ gridColumn: '1 / -1' });

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  marginTop: theme.space(6),
}));

const PrivacyNote = styled.p(({ theme }) => ({
  margin: 0,
  maxWidth: '32rem',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  a: { color: theme.colors.link },
}));

const Outcome = styled.div(({ theme }) => ({ marginBottom: theme.space(6) }));

const subjectOptions = contactSubjectOptions.map(({ value, label }) => ({ value, label }));

export interface ContactFormProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The contact form (spec section 4 "Contact form"): idle, then sending ('Sending...', disabled), then
 * sent (toast, every field cleared, subject back to general) or failed (toast, every value kept; a
 * refusal says how long to wait).
 * Submitting with a required field empty shows the 'Missing Information' notice and sends nothing.
 * Browser validation is off so every message is the site's own; each field's checks mirror the API.
 *
 * Before the scripts arrive (or without them) it is a plain form that posts to the page, whose
 * action (contact-action.ts) sends it: the page comes back with 'Message Sent!', or with every
 * value kept and the message, which the scripts then also tell as the spec's toast.
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const { toast } = useToast();
  const [sendMessage] = useContentContactMutation();
  const refused = usePageActionData<ContactActionData>();
  const [searchParams] = useSearchParams();
  const arrivedSent = searchParams.has(CONTACT_SENT_PARAM);
  // The outcome the page arrived with shows until the visitor sends again.
  const [showArrivalOutcome, setShowArrivalOutcome] = useState(true);
  const arrivalNotice = refused?.notice ?? (arrivedSent ? contactToasts.sent : undefined);
  useOutcomeToast(arrivalNotice);
  const initialValues = useInitialFormValues(CONTACT_FORM_NAME, refused?.values ?? initialContactValues, contactValuesFromEntries);

  // Only reached with every field valid: the field validators stop the submit otherwise.
  const send = async (values: ContactFormValues, form: { restart: (values: ContactFormValues) => void }) => {
    try {
      await sendMessage(toContactRequest(values)).unwrap();
    } catch (error) {
      toast(failureToast(contactToasts.failed, error));
      return;
    }
    toast(contactToasts.sent);
    // Back to a fresh form: empty fields, subject general, and no field marked as visited.
    form.restart(initialContactValues);
  };
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnArrivedRefusal(formRef, refused?.errors);

  return (
    <Form<ContactFormValues>
      refused={refused}
      initialValues={initialValues}
      onSubmit={send}
      render={({ handleSubmit, form, submitting }) => {
        const submit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (form.getState().submitting) return;
          setShowArrivalOutcome(false);
          if (missingContactFields(form.getState().values).length > 0) {
            toast(contactToasts.missing);
          }
          // A refused submit moves the focus to the first field to fix (the shared Form does).
          void handleSubmit(event);
        };
        return (
          <form
            ref={formRef}
            name={CONTACT_FORM_NAME}
            method="post"
            action={routeHref('contact')}
            noValidate
            onSubmit={submit}
            aria-labelledby={labelledBy}
            aria-busy={submitting}
          >
            {showArrivalOutcome && arrivalNotice ? (
              <Outcome>
                {refused ? (
                  <Alert title={arrivalNotice.title}>
                    <p>{arrivalNotice.description}</p>
                  </Alert>
                ) : (
                  <Notice variant="success" role="status" title={arrivalNotice.title}>
                    <p>{arrivalNotice.description}</p>
                  </Notice>
                )}
              </Outcome>
            ) : null}
            <Fields>
              <TextField name="name" label="Your name" required autoComplete="name" validate={contactFieldValidators.name} />
              <EmailField name="email" label="Email address" required validate={contactFieldValidators.email} />
              <WideField>
                <SelectField name="subject" label="Subject" placeholder={false} options={subjectOptions} />
              </WideField>
              <WideField>
                <TextAreaField
                  name="message"
                  label="Message"
                  required
                  rows={7}
                  hint="Tell us about your dog and your question. For anything urgent, call your vet."
                  validate={contactFieldValidators.message}
                />
              </WideField>
            </Fields>
            <Footer>
              <PrivacyNote>
                We use your details to answer your message, as our{' '}
                <Link to={routeHref('privacy')}>Privacy Policy</Link> explains.
              </PrivacyNote>
              <Button type="submit" variant="primary" disabled={submitting}>
                {submitting ? 'Sending...' : 'Send Message'}
              </Button>
            </Footer>
          </form>
        );
      }}
    />
  );
}
