import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { type FormEventHandler, type ReactNode, type Ref, useId } from 'react';
import { answerEntries } from './answers-in-url';
import { stepFormName } from './use-step-form';
import { stepInfo, type WizardStep } from './wizard-steps';
import { STEP_FIELDS, type WizardAnswers } from './wizard-values';

const Form = styled.form(({ theme }) => ({
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
  /** The other steps' answers, which the form sends along unseen. */
  answers: WizardAnswers;
  /** The wizard focuses the heading whenever the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The page opened on this step from a submitted form: the browser puts the focus on its heading. */
  autoFocusHeading: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
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
  answers,
  headingRef,
  autoFocusHeading,
  onSubmit,
  note,
  actions,
  children,
}: WizardStepFormProps) {
  const headingId = useId();
  const helpId = useId();
  const info = stepInfo(step);
  const carried = answerEntries(
    answers,
    Object.values(STEP_FIELDS)
      .flat()
      .filter((field) => !STEP_FIELDS[step].includes(field)),
  );
  return (
    <Form
      name={stepFormName(step)}
      method="get"
      action={routeHref('food-selector')}
      noValidate
      onSubmit={onSubmit}
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
    </Form>
  );
}
