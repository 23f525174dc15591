import styled from '@emotion/styled';
import { VisuallyHidden } from '@gentlebowl/ui';
import type { Ref } from 'react';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';

type StepState = 'done' | 'current' | 'upcoming';

const List = styled.ol(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${WIZARD_STEPS.length}, minmax(0, 1fr))`,
  gap: theme.space(3),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Item = styled('li', { shouldForwardProp: (prop) => prop !== 'state' })<{ state: StepState }>(
  ({ theme, state }) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    minWidth: 0,
    fontSize: theme.fontSizes.sm,
    fontWeight: state === 'current' ? theme.fontWeights.bold : theme.fontWeights.medium,
    color: state === 'upcoming' ? theme.colors.textMuted : theme.colors.text,
    [theme.breakpoints.mobile]: { flexDirection: 'column', textAlign: 'center' },
  }),
);

const Marker = styled('span', { shouldForwardProp: (prop) => prop !== 'state' })<{ state: StepState }>(
  ({ theme, state }) => ({
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: theme.radii.pill,
    border: `2px solid ${state === 'upcoming' ? theme.colors.borderStrong : theme.colors.primary}`,
    backgroundColor: state === 'upcoming' ? theme.colors.surface : theme.colors.primary,
    color: state === 'upcoming' ? theme.colors.text : theme.colors.onPrimary,
    fontWeight: theme.fontWeights.bold,
  }),
);

function stateOf(step: WizardStep, current: WizardStep): StepState {
  if (step < current) return 'done';
  return step === current ? 'current' : 'upcoming';
}

export interface StepIndicatorProps {
  current: WizardStep;
  ref?: Ref<HTMLOListElement>;
}

/** Dog Details, Symptoms, Food Preferences, with the current step marked (aria-current="step"). */
export function StepIndicator({ current, ref }: StepIndicatorProps) {
  return (
    <List ref={ref} aria-label="Food selector steps">
      {WIZARD_STEPS.map(({ step, title }) => {
        const state = stateOf(step, current);
        return (
          <Item key={step} state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker state={state} aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </Marker>
            <span>
              {title}
              {state === 'done' ? <VisuallyHidden> (completed)</VisuallyHidden> : null}
            </span>
          </Item>
        );
      })}
    </List>
  );
}
