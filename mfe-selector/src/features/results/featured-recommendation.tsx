import styled from '@emotion/styled';
import { offerSourceText, type RecommendedDogFood, type RetailOffer, searchLabel } from '@gentlebowl/contracts';
import { useRuntimeConfig } from '@gentlebowl/platform';
import { Badge } from '@gentlebowl/ui';
import { useId } from 'react';
import { BuyLink } from '../../shared/buy-link';
import { specialOfferLabel } from '../../shared/buy-labels';
import { savePercent } from '../../shared/offer-price';
import { shownBuyLink } from '../../shared/shown-offer';

const Banner = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  padding: theme.space(6),
  borderRadius: theme.radii.lg,
  border: `2px solid ${theme.colors.accent}`,
  backgroundColor: theme.colors.surface,
  boxShadow: theme.shadows.md,
}));

const Text = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1.5),
  minWidth: 0,
  '& p': { margin: 0 },
}));

const HeadingRow = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(3),
}));

const Heading = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl }));

const Name = styled.p(({ theme }) => ({ fontWeight: theme.fontWeights.semibold }));

/**
 * The banner over the list when the first result is on sale (spec "Food Selector", results: a
 * promotion): its sale price at the retailer, seen on a day, for the package this dog buys.
 */
export function FeaturedRecommendation({ food, offer }: { food: RecommendedDogFood; offer: RetailOffer }) {
  const { affiliatePartnerCode } = useRuntimeConfig();
  const headingId = useId();
  const buy = shownBuyLink(food, offer, affiliatePartnerCode);
  const save = savePercent(offer);

  return (
    <Banner aria-labelledby={headingId}>
      <Text>
        <HeadingRow>
          <Heading id={headingId}>Featured Recommendation</Heading>
          {save ? <Badge variant="accent">{save}% OFF</Badge> : null}
        </HeadingRow>
        <Name>
          {food.brand} {food.name}
        </Name>
        <p>Sale price {offerSourceText(offer)}.</p>
      </Text>
      {buy ? (
        <BuyLink href={buy.href} retailer={buy.retailer} productId={food.id}>
          {specialOfferLabel(offer)}
          {buy.isSearch ? ` (${searchLabel(buy.retailer)})` : ''}
        </BuyLink>
      ) : null}
    </Banner>
  );
}
