import styled from '@emotion/styled';
import { formatUsd, offerSourceText, packageName, type RetailOffer } from '@gentlebowl/contracts';
import { Badge, VisuallyHidden } from '@gentlebowl/ui';

const Row = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.space(2),
  rowGap: theme.space(1),
  margin: 0,
}));

const Regular = styled.s(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

const Current = styled('span', { shouldForwardProp: (prop) => prop !== 'onSale' })<{ onSale: boolean }>(({ theme, onSale }) => ({
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
  color: onSale ? theme.colors.danger : theme.colors.text,
}));

const Source = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

/** The whole percent a sale takes off: "Save 10%". */
export function savePercent(offer: Pick<RetailOffer, 'priceUsd' | 'regularPriceUsd'>): number | null {
  return offer.regularPriceUsd === null ? null : Math.round((1 - offer.priceUsd / offer.regularPriceUsd) * 100);
}

/**
 * A price as the site shows it, with what it buys and where and when it was seen (spec "Food
 * Selector": during a sale the regular price struck through, the sale price in red and 'Save N%'):
 * "$64.79 $71.99 per 30 lb bag · at Chewy on Nov 2, 2026". An estimate says so, and so does a price
 * that is out of date.
 */
export function OfferPrice({ offer }: { offer: RetailOffer }) {
  const onSale = offer.regularPriceUsd !== null;
  const save = savePercent(offer);
  return (
    <Row>
      {onSale ? (
        <Regular>
          <VisuallyHidden>Regular price </VisuallyHidden>
          {formatUsd(offer.regularPriceUsd as number)}
        </Regular>
      ) : null}
      <Current onSale={onSale}>
        {onSale ? <VisuallyHidden>Sale price </VisuallyHidden> : null}
        {formatUsd(offer.priceUsd)}
      </Current>
      <Source>
        per {packageName(offer.package)}, {offerSourceText(offer)}
      </Source>
      {save !== null ? <Badge variant="success">Save {save}%</Badge> : null}
      {offer.basis === 'estimate' ? <Badge variant="outline">Estimate</Badge> : null}
      {offer.current ? null : <Badge variant="outline">Out of date</Badge>}
    </Row>
  );
}
