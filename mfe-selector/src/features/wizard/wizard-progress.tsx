import styled from '@emotion/styled';
import { WIZARD_STEP_COUNT, type WizardStepInfo } from './wizard-steps';

const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
}));

const Caption = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space(4),
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.textMuted,
}));

const Track = styled.div(({ theme }) => ({
  height: theme.space(2.5),
  borderRadius: theme.radii.pill,
  backgroundColor: theme.colors.surfaceHover,
  overflow: 'hidden',
}));

const Fill = styled.div(({ theme }) => ({
  height: '100%',
  borderRadius: theme.radii.pill,
  backgroundColor: theme.colors.primary,
  transition: 'width 300ms ease',
}));

/** The wizard's progress bar (33 / 66 / 100 %), named for assistive technology. */
export function WizardProgress({ current }: { current: WizardStepInfo }) {
  const stepText = `Step ${current.step} of ${WIZARD_STEP_COUNT}`;
  return (
    <Root>
      <Caption aria-hidden="true">
        <span>{stepText}</span>
        <span>{current.progress}% complete</span>
      </Caption>
      <Track
        role="progressbar"
        aria-label="Food selector progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={current.progress}
        aria-valuetext={`${stepText}: ${current.title}, ${current.progress}% complete`}
      >
        <Fill style={{ width: `${current.progress}%` }} />
      </Track>
    </Root>
  );
}
