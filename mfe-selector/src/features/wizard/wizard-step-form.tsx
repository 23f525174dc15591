import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Button } from '@gentlebowl/ui';
import { Form } from '@gentlebowl/ui/form';
import { type ReactNode, type Ref, useId } from 'react';
import { ANSWER_FIELDS, answerEntries, STEP_PARAM } from './answers-in-url';
import { type StepForm, stepFormName } from './use-step-form';
import { stepInfo, type WizardStep } from './wizard-steps';
import { STEP_FIELDS, type WizardAnswers } from './wizard-values';

const StepFormElement = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
}));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes['2xl'],
  // Focused by script on every step change; the outline shows only for keyboard users.
  '&:focus:not(:focus-visible)': { outline: 'none' },
}));

const Help = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/**
 * The step's submit button comes first in the markup, so Enter in a field (which presses the form's
 * first submit button) moves forward; it is shown last, with Back before it.
 */
const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'row-reverse',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.space(3),
}));

export interface WizardStepFormProps {
  step: WizardStep;
  /** The step's form state (useStepForm); the form sends the other steps' answers along unseen. */
  stepForm: StepForm;
  /** The wizard focuses the heading whenever the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The page opened on this step from a submitted form: the browser puts the focus on its heading. */
  autoFocusHeading: boolean;
  /** The step's note (privacy, health), shown under the fields. */
  note: ReactNode;
  /** The submit button first (see Actions), then Back. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * One step of the wizard: its heading and help text, the fields, the step's note and its buttons.
 * It is a real form: without scripts its buttons submit every answer to /food-selector, the step's
 * fields and the other steps' answers in hidden fields, and the server renders the step asked for.
 * Browser validation is off (noValidate) so every message is the spec's own text.
 */
export function WizardStepForm({
  step,
  stepForm: { form, initialValues, submit },
  headingRef,
  autoFocusHeading,
  note,
  actions,
  children,
}: WizardStepFormProps) {
  const headingId = useId();
  const helpId = useId();
  const info = stepInfo(step);
  const carried = answerEntries(
    initialValues,
    ANSWER_FIELDS.filter((field) => !STEP_FIELDS[step].includes(field)),
  );
  return (
    <Form
      form={form}
      // What was typed between the reading of the server's form that made `form` and the commit.
      initialValues={initialValues}
      onSubmit={submit}
      render={({ handleSubmit }) => (
        <StepFormElement
          name={stepFormName(step)}
          method="get"
          action={routeHref('food-selector')}
          noValidate
          onSubmit={handleSubmit}
          aria-labelledby={headingId}
          aria-describedby={helpId}
        >
          {carried.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <Header>
            <Heading id={headingId} ref={headingRef} tabIndex={-1} autoFocus={autoFocusHeading}>
              {info.title}
            </Heading>
            <Help id={helpId}>{info.helpText}</Help>
          </Header>
          {children}
          {note}
          <Actions>{actions}</Actions>
        </StepFormElement>
      )}
    />
  );
}

export interface BackButtonProps {
  /** The step Back leads to. */
  to: WizardStep;
  stepForm: StepForm;
  /** Receives what is typed so far, so it survives going back. */
  onBack: (answers: WizardAnswers) => void;
  disabled?: boolean;
}

/**
 * A later step's Back. Without scripts it submits the answers asking for the step before (the
 * server renders that step with every answer kept); with them the wizard goes back in place.
 */
export function BackButton({ to, stepForm: { form }, onBack, disabled }: BackButtonProps) {
  return (
    <Button
      type="submit"
      variant="outline"
      name={STEP_PARAM}
      value={String(to)}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        onBack(form.getState().values);
      }}
    >
      Back
    </Button>
  );
}
