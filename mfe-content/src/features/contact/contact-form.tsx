import styled from '@emotion/styled';
import { contactSubjectOptions } from '@gentlebowl/contracts';
import { failureToast, useToast } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { Button, EmailField, SelectField, TextAreaField, TextField } from '@gentlebowl/ui';
import type { FormEvent } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { useContentContactMutation } from '../../shared/content-api';
import {
  type ContactFormValues,
  contactFieldValidators,
  contactToasts,
  firstFieldWithError,
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
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const { toast } = useToast();
  const [sendMessage] = useContentContactMutation();

  // Only reached with every field valid: the field validators stop the submit otherwise.
  const send = async (values: ContactFormValues, form: { restart: () => void }) => {
    try {
      await sendMessage(toContactRequest(values)).unwrap();
    } catch (error) {
      toast(failureToast(contactToasts.failed, error));
      return;
    }
    toast(contactToasts.sent);
    // Back to a fresh form: empty fields, subject general, and no field marked as visited.
    form.restart();
  };

  return (
    <Form<ContactFormValues>
      onSubmit={send}
      initialValues={initialContactValues}
      render={({ handleSubmit, form, submitting }) => {
        const submit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (form.getState().submitting) return;
          if (missingContactFields(form.getState().values).length > 0) {
            toast(contactToasts.missing);
          }
          void handleSubmit(event);
          // A refused submit moves the focus to the first field to fix, where its message is read out.
          const fieldToFix = firstFieldWithError(form.getState().errors);
          const control = fieldToFix ? event.currentTarget.elements.namedItem(fieldToFix) : null;
          if (control instanceof HTMLElement) control.focus();
        };
        return (
          <form noValidate onSubmit={submit} aria-labelledby={labelledBy} aria-busy={submitting}>
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
