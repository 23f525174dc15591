import styled from '@emotion/styled';
import type { RedFlag } from '@gentlebowl/contracts';
import type { Ref } from 'react';
import { useId } from 'react';
import { redFlagWords } from './red-flag-wording';

const Panel = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  padding: theme.space(6),
  borderRadius: theme.radii.lg,
  border: `2px solid ${theme.colors.danger}`,
  borderInlineStartWidth: '8px',
  backgroundColor: theme.colors.surface,
  boxShadow: theme.shadows.md,
  '& p': { margin: 0 },
  '@media print': { boxShadow: 'none', breakInside: 'avoid' },
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes['2xl'],
  color: theme.colors.danger,
  '&:focus:not(:focus-visible)': { outline: 'none' },
}));

const Flags = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  margin: 0,
  paddingInlineStart: theme.space(5),
}));

const Sign = styled.strong(({ theme }) => ({ fontWeight: theme.fontWeights.bold }));

export interface VetFirstPanelProps {
  redFlags: RedFlag[];
  /** The results focus the heading when they arrive with red flags, so they are read first. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * "See a vet first" (issue 14): above the results when the answers hold a red flag, each named in
 * plain words with why it needs a vet before any food change. The results stay below it.
 */
export function VetFirstPanel({ redFlags, headingRef }: VetFirstPanelProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        See a vet first
      </Heading>
      <p>
        Some of what you told us needs a veterinarian before any change of food. Please call your vet today, or an
        emergency clinic if your dog is weak, in pain or getting worse.
      </p>
      <Flags>
        {redFlags.map((flag) => {
          const { sign, why } = redFlagWords(flag);
          return (
            <li key={flag}>
              <Sign>{sign}:</Sign> {why}
            </li>
          );
        })}
      </Flags>
      <p>The foods below are for when your vet agrees a change of food is the next step.</p>
    </Panel>
  );
}
