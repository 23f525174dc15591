import styled from '@emotion/styled';
import { perPackageText, type RecommendedDogFood } from '@gentlebowl/contracts';
import { affiliateHref, useRuntimeConfig } from '@gentlebowl/platform';
import { Badge } from '@gentlebowl/ui';
import { useId } from 'react';
import { BuyLink } from '../../shared/buy-link';
import { specialOfferLabel } from './buy-labels';
import { priceDisplay } from './price-display';

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

/** The banner over the list when the first result is a promotion (spec "Food Selector", results). */
export function FeaturedRecommendation({ food }: { food: RecommendedDogFood }) {
  const { affiliatePartnerCode } = useRuntimeConfig();
  const headingId = useId();
  const href = affiliateHref(food, affiliatePartnerCode);
  const price = priceDisplay(food.price, food.discountPercentage);

  return (
    <Banner aria-labelledby={headingId}>
      <Text>
        <HeadingRow>
          <Heading id={headingId}>Featured Recommendation</Heading>
          {price?.savePercent ? <Badge variant="accent">{price.savePercent}% OFF</Badge> : null}
        </HeadingRow>
        <Name>
          {food.brand} {food.name}
        </Name>
      </Text>
      {href ? (
        <BuyLink href={href} retailer={food.retailer ?? undefined} productId={food.id}>
          {specialOfferLabel(price?.current ?? null, perPackageText(food.figures))}
        </BuyLink>
      ) : null}
    </Banner>
  );
}
