import styled from '@emotion/styled';
import { ContentSection } from '../../shared/content-section';
import { fourUpColumns } from '../../shared/even-columns';
import { coreValues } from './about-content';

/** The four values two by two, all four in a row on a wide screen: never three and one left alone. */
const Values = styled.dl(({ theme }) => ({
  ...fourUpColumns(theme),
  gap: theme.space(4),
  margin: 0,
}));

const Value = styled.div(({ theme }) => ({
  padding: theme.space(5),
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  borderTop: `4px solid ${theme.colors.primary}`,
  backgroundColor: theme.colors.surface,
  dt: {
    margin: `0 0 ${theme.space(2)}`,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes.lg,
    fontWeight: theme.fontWeights.bold,
  },
  dd: { margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 },
}));

export function ValuesSection() {
  return (
    <ContentSection title="Our Values">
      <Values>
        {coreValues.map(({ name, description }) => (
          <Value key={name}>
            <dt>{name}</dt>
            <dd>{description}</dd>
          </Value>
        ))}
      </Values>
    </ContentSection>
  );
}
