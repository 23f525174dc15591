import styled from '@emotion/styled';
import { Badge, VisuallyHidden } from '@gentlebowl/ui';
import type { PriceDisplay } from './price-display';

const Row = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: theme.space(2),
  margin: 0,
}));

const Original = styled.s(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

const Current = styled('span', { shouldForwardProp: (prop) => prop !== 'discounted' })<{ discounted: boolean }>(
  ({ theme, discounted }) => ({
    fontSize: theme.fontSizes.xl,
    fontWeight: theme.fontWeights.bold,
    color: discounted ? theme.colors.danger : theme.colors.text,
  }),
);

const PerPackage = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

/**
 * The price line: struck-through listed price, red discounted price and 'Save N%' when discounted,
 * and what the price buys ("per 30 lb bag"), since the monthly cost is shown beside it.
 */
export function PriceTag({ price, perPackage }: { price: PriceDisplay; perPackage: string }) {
  const discounted = price.original !== null;
  return (
    <Row>
      {price.original !== null ? (
        <Original>
          <VisuallyHidden>Regular price </VisuallyHidden>
          {price.original}
        </Original>
      ) : null}
      <Current discounted={discounted}>
        {discounted ? <VisuallyHidden>Sale price </VisuallyHidden> : null}
        {price.current}
      </Current>
      <PerPackage>{perPackage}</PerPackage>
      {price.savePercent !== null ? <Badge variant="success">Save {price.savePercent}%</Badge> : null}
    </Row>
  );
}
