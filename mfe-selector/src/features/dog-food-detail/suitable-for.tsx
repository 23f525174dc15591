import styled from '@emotion/styled';
import { ageGroupOptions, dogSizeOptions, labelOf, type SuitableFor as SuitableForData, symptomOptions } from '@gentlebowl/contracts';
import { Badge, InlineList } from '@gentlebowl/ui';
import { useId } from 'react';

const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
}));

const Heading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl }));

const Groups = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: `${theme.space(3)} ${theme.space(4)}`,
  margin: 0,
  '& dt': { fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: 0 },
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', '& dd': { marginBottom: theme.space(2) } },
}));

function ChipList({ labels }: { labels: string[] }) {
  return (
    <InlineList>
      {labels.map((label) => (
        <li key={label}>
          <Badge variant="outline">{label}</Badge>
        </li>
      ))}
    </InlineList>
  );
}

/** 'Suitable For': age groups, sizes and the symptoms the food helps with, as outline badges. */
export function SuitableFor({ suitableFor }: { suitableFor: SuitableForData }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Suitable For</Heading>
      <Groups>
        <dt>Age</dt>
        <dd>
          <ChipList labels={suitableFor.age.map((value) => labelOf(ageGroupOptions, value))} />
        </dd>
        <dt>Size</dt>
        <dd>
          <ChipList labels={suitableFor.size.map((value) => labelOf(dogSizeOptions, value))} />
        </dd>
        <dt>Helps With</dt>
        <dd>
          <ChipList labels={suitableFor.symptoms.map((value) => labelOf(symptomOptions, value))} />
        </dd>
      </Groups>
    </Section>
  );
}
