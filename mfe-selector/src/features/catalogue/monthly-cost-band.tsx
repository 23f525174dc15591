import styled from '@emotion/styled';
import type { FeedingFacts } from '@gentlebowl/contracts';
import { Unbroken } from '@gentlebowl/ui';
import { costBandOf } from './catalogue-cost-band';

const Cost = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.fontWeights.semibold }));

const Quiet = styled.span(({ theme }) => ({ fontWeight: theme.fontWeights.regular, color: theme.colors.textMuted }));

/** "Monthly cost: $50 - $100 (estimate)" for the reference dog, or that no price is current. */
export function MonthlyCostBand({ food }: { food: FeedingFacts }) {
  const band = costBandOf(food);
  return (
    <Cost>
      Monthly cost:{' '}
      {band ? (
        <>
          {/* A band ('$150 - $200') reads as one figure: it never breaks across lines. */}
          <Unbroken>{band.label}</Unbroken>
          {band.estimate ? <Quiet> (estimate)</Quiet> : null}
        </>
      ) : (
        <Quiet>No current price</Quiet>
      )}
    </Cost>
  );
}
