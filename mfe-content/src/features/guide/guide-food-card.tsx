import styled from '@emotion/styled';
import { foodTypeLabel, searchLabel } from '@gentlebowl/contracts';
import { AffiliateLink, buildAffiliateUrl, useRuntimeConfig } from '@gentlebowl/platform';
import { Badge, buttonStyles, Card, LazyImage, VisuallyHidden } from '@gentlebowl/ui';
import { TextItems } from '../../shared/text-block-list';
import type { GuideFood } from './guide-foods';

/** The catalogue's food images are drawn at 600 x 600. */
const IMAGE_SIZE = 600;

const Article = styled(Card)({ height: '100%' });

const Picture = styled(LazyImage)({ maxWidth: 'none' });

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space(3),
  flex: '1 1 auto',
  padding: theme.space(5),
  '& p': { margin: 0 },
}));

const Brand = styled.p(({ theme }) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
}));

const Name = styled.h3(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.3,
  color: theme.colors.text,
}));

const Highlights = styled.ul(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.space(5),
  display: 'grid',
  gap: theme.space(1),
}));

const Caution = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

/** At the card's foot, so the cards of a row have their links on one line. */
const BuyLink = styled(AffiliateLink)(({ theme }) => buttonStyles(theme, { variant: 'accent' }), { marginTop: 'auto' });

/** One recommended food: why it may help, who should skip it, and a disclosed affiliate link to a
 * search for it at the retailer, labelled as a search. */
export function GuideFoodCard({ food }: { food: GuideFood }) {
  const { affiliatePartnerCode } = useRuntimeConfig();
  return (
    <Article as="article">
      {/* Decorative: the heading names the food. */}
      <Picture src={food.imageUrl} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} />
      <Body>
        <Badge>{foodTypeLabel(food.foodType)}</Badge>
        <Brand>{food.brand}</Brand>
        <Name>{food.name}</Name>
        <p>
          <strong>Best for:</strong> {food.bestFor}
        </p>
        <p>{food.summary}</p>
        <Highlights>
          <TextItems items={food.highlights} />
        </Highlights>
        <Caution>
          <strong>Check first:</strong> {food.caution}
        </Caution>
        <BuyLink href={buildAffiliateUrl(food.retailerUrl, affiliatePartnerCode)} retailer={food.retailer} productId={food.slug}>
          {searchLabel(food.retailer)}
          <VisuallyHidden>
            : {food.brand} {food.name} (opens in a new tab)
          </VisuallyHidden>
        </BuyLink>
      </Body>
    </Article>
  );
}
