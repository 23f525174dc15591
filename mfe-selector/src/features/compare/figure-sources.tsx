import styled from '@emotion/styled';
import { DAYS_PER_MONTH, type DogFood, PUPPY_GROWTH_FORMULA_SOURCE } from '@gentlebowl/contracts';
import { useId } from 'react';
import { LabelSourceNote } from '../../shared/label-source-note';
import { SampleCatalogueNote } from '../../shared/sample-catalogue-note';

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

/** How the comparison's figures are worked out, each food's label source and notes, and, once, that
 * they come from the sample catalogue when they do. */
export function FigureSources({ foods }: { foods: readonly DogFood[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Where the figures come from</Heading>
      <p>
        Portions follow our calorie formula for a neutered, moderately active adult dog at its ideal weight, and for a
        growing puppy the {PUPPY_GROWTH_FORMULA_SOURCE}; real needs vary, so watch your dog's weight. Monthly costs use{' '}
        {DAYS_PER_MONTH} days of the portion and the price of the package your dog would finish within about six weeks,
        each price with its retailer and the day it was seen.
      </p>
      <ul>
        {foods.map((food) => (
          <li key={food.id}>
            <strong>{`${food.brand} ${food.name}`}:</strong> <LabelSourceNote label={food.label} />
            {food.costNote ? ` ${food.costNote}` : null}
          </li>
        ))}
      </ul>
      <SampleCatalogueNote foods={foods} />
    </Section>
  );
}
