import styled from '@emotion/styled';
import { DAYS_PER_MONTH, type DogFood } from '@gentlebowl/contracts';
import { useId } from 'react';
import { FigureSourcesNote } from '../../shared/figure-sources-note';

const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  fontSize: theme.fontSizes.sm,
  '& ul': { margin: 0, paddingInlineStart: theme.space(5) },
  '& li + li': { marginTop: theme.space(2) },
  '& p': { margin: 0 },
}));

const Heading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg }));

/** How the comparison's figures are worked out, and each food's sources and estimate notes. */
export function FigureSources({ foods }: { foods: readonly DogFood[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Where the figures come from</Heading>
      <p>
        Portions follow our calorie formula for a neutered, moderately active dog at its ideal weight; real needs vary,
        so watch your dog's weight. Monthly costs use {DAYS_PER_MONTH} days and the listed package price, after any
        listed discount.
      </p>
      <ul>
        {foods.map((food) => (
          <li key={food.id}>
            <strong>{`${food.brand} ${food.name}`}:</strong> <FigureSourcesNote figures={food.figures} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
