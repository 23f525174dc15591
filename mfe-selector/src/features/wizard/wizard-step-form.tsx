import styled from '@emotion/styled';
import { type FormEventHandler, type ReactNode, type Ref, useId } from 'react';
import type { WizardStepInfo } from './wizard-steps';

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

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.space(3),
  '& > :only-child': { marginInlineStart: 'auto' },
}));

export interface WizardStepFormProps {
  info: WizardStepInfo;
  /** The wizard focuses the heading whenever the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The step's note (privacy, health), shown under the fields. */
  note: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}

/**
 * One step of the wizard: its heading and help text, the fields, the step's note and its buttons.
 * Browser validation is off (noValidate) so every message is the spec's own text.
 */
export function WizardStepForm({ info, headingRef, onSubmit, note, actions, children }: WizardStepFormProps) {
  const headingId = useId();
  const helpId = useId();
  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-describedby={helpId}>
      <Header>
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
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
