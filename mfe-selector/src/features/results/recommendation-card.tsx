import styled from '@emotion/styled';
import { BEST_MATCH_BADGE, costBasisText, energyText, isoDateOf, type RecommendedDogFood, searchLabel } from '@gentlebowl/contracts';
import { useRuntimeConfig } from '@gentlebowl/platform';
import { Badge, buttonStyles, Card, InlineList, keepRangesTogether, LazyImage } from '@gentlebowl/ui';
import { routeHref } from '@gentlebowl/routes';
import { type ReactNode, useId } from 'react';
import { inPageNavigation, Link } from '@gentlebowl/router';
import { BuyLink } from '../../shared/buy-link';
import { buyOnRetailerLabel, limitedTimeOfferLine } from '../../shared/buy-labels';
import { LabelSourceNote } from '../../shared/label-source-note';
import { OfferPrice } from '../../shared/offer-price';
import { ProductBrand as Brand } from '../../shared/product-brand';
import { RatingSummary } from '../../shared/rating-summary';
import { ReviewLine } from '../../shared/review-line';
import { shownBuyLink, shownOffer } from '../../shared/shown-offer';
import { cardHighlights } from './card-highlights';
import { dailyPortionLine, monthlyCostLine, NO_CURRENT_PRICE_LINE, overBudgetLine } from './feeding-wording';
import { madeForLine, reasonDetails, reasonSummary } from './reason-wording';
import { ButtonLink } from '../../shared/button-link';

const Item = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
}));

const Article = styled(Card)(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: theme.space(6),
  padding: theme.space(6),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: theme.space(4) },
}));

const Ribbon = styled.span(({ theme }) => ({
  position: 'absolute',
  top: theme.space(4),
  left: 0,
  zIndex: 1,
  padding: `${theme.space(1)} ${theme.space(4)}`,
  borderRadius: `0 ${theme.radii.pill} ${theme.radii.pill} 0`,
  backgroundColor: theme.colors.accent,
  color: theme.colors.onAccent,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
  boxShadow: theme.shadows.md,
}));

const Picture = styled(LazyImage)(({ theme }) => ({ borderRadius: theme.radii.md }));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  minWidth: 0,
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.xl,
  '& a': { color: theme.colors.text, textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
}));

const OneLineSummary = styled.p({ margin: 0 });

const MadeFor = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.fontWeights.semibold }));

const Prescription = styled.p(({ theme }) => ({
  margin: 0,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.danger,
}));

/** The portion and monthly cost for this dog, and where the cost comes from: what no other finder
 * tells an owner, so it stands out. */
const Feeding = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  margin: 0,
  padding: `${theme.space(3)} ${theme.space(4)}`,
  listStyle: 'none',
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.surfaceMuted,
  fontWeight: theme.fontWeights.semibold,
  '& li': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) },
}));

const FeedingNote = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.regular,
  color: theme.colors.textMuted,
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(3),
}));

const Offer = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.danger,
}));

/** 'More Info' / 'Hide Details': a native disclosure, so it opens before the scripts arrive and
 * without them; its label follows its state in CSS alone. */
const MoreInfo = styled.details({
  '&:not([open]) .when-open, &[open] .when-closed': { display: 'none' },
});

const MoreInfoToggle = styled.summary(({ theme }) => [
  buttonStyles(theme, { variant: 'outline' }),
  { width: 'fit-content', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } },
]);

const Details = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  marginTop: theme.space(3),
  paddingTop: theme.space(4),
  borderTop: `1px solid ${theme.colors.border}`,
  '& p, & ul': { margin: 0 },
  '& ul': { paddingInlineStart: theme.space(5) },
}));

const DetailsHeading = styled.h4(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));

/** Below the card, at its start; across the card's width on a phone, where it is easier to tap. */
const BackToSelector = styled(ButtonLink)(({ theme }) => ({
  alignSelf: 'flex-start',
  [theme.breakpoints.mobile]: { alignSelf: 'stretch' },
}));

export interface RecommendationCardProps {
  food: RecommendedDogFood;
  /** The dog the portion and monthly cost are for, as the owner named it. */
  dogName: string;
  /** 'Back to the Food Selector', below the card: the address of step 1 with the answers kept. */
  resetTo: string;
  /** More actions on the food (the page puts "Add to compare" here). */
  extraActions?: ReactNode;
}

/**
 * One recommended food (spec "Food Selector", results): which of the dog's symptoms it is made for,
 * the daily portion and monthly cost for this dog with the package and price it comes from, a
 * prescription diet's requirement, the worded reasons, its one buy link, and 'Back to the Food
 * Selector' below it. Every price and rating says where it comes from and when; a buy link to a
 * search says it is one.
 *
 * The spec's second buy link below the card ('Buy for {price}') and its vet box are gone (issue 45):
 * six cards made a phone's page 13,000 px long, each saying the same twice. The price stands on the
 * card, 'Where to Buy' on the product's page, and the results say "Check with your vet first" once.
 */
export function RecommendationCard({ food, dogName, resetTo, extraActions }: RecommendationCardProps) {
  const { affiliatePartnerCode } = useRuntimeConfig();
  const titleId = useId();
  const offer = shownOffer(food, food.feeding);
  const buy = shownBuyLink(food, offer, affiliatePartnerCode);
  const onSale = offer?.current === true && offer.regularPriceUsd !== null;
  const fullName = `${food.brand} ${food.name}`;
  const highlights = cardHighlights(food, buy?.retailer ?? null);
  const linkContext = { retailer: buy?.retailer, productId: food.id, 'aria-describedby': titleId };
  const { feeding } = food;
  const cost = feeding?.cost ?? null;
  const offerLine = limitedTimeOfferLine(onSale ? offer : null, isoDateOf(new Date()));
  const reasons = reasonDetails(food.reasons);

  return (
    <Item>
      <Article as="article" aria-labelledby={titleId}>
        {food.badges === BEST_MATCH_BADGE ? <Ribbon>Top Pick</Ribbon> : null}
        <Picture src={food.imageUrl} alt={fullName} width={220} height={220} />
        <Body>
          <Brand>{food.brand}</Brand>
          <Title id={titleId}>
            <Link to={routeHref('dog-food', { params: { id: food.id } })}>{food.name}</Link>
          </Title>
          {food.retailerRating ? <RatingSummary rating={food.retailerRating} /> : null}
          {highlights.length > 0 ? (
            <InlineList aria-label="Highlights">
              {highlights.map(({ label, variant }) => (
                <li key={label}>
                  <Badge variant={variant}>{label}</Badge>
                </li>
              ))}
            </InlineList>
          ) : null}
          {food.review ? <ReviewLine review={food.review} /> : null}
          {offer ? <OfferPrice offer={offer} /> : null}
          {food.madeFor.length > 0 ? <MadeFor>{madeForLine(food.madeFor, dogName)}</MadeFor> : null}
          {food.requiresPrescription ? <Prescription>Prescription diet: needs your vet's authorization</Prescription> : null}
          <Feeding aria-label={`Portion and cost for ${dogName}`}>
            {feeding ? (
              <>
                <li>{dailyPortionLine(feeding)}</li>
                {cost ? (
                  <>
                    <li>
                      {monthlyCostLine(cost, dogName)}
                      {cost.isEstimate ? <Badge variant="outline">Estimate</Badge> : null}
                    </li>
                    <li>
                      <FeedingNote>{keepRangesTogether(costBasisText(cost))}</FeedingNote>
                    </li>
                  </>
                ) : (
                  <li>{NO_CURRENT_PRICE_LINE}</li>
                )}
                {food.overBudgetUsd > 0 ? <li>{overBudgetLine(food.overBudgetUsd)}</li> : null}
                {food.costNote ? (
                  <li>
                    <FeedingNote>{food.costNote}</FeedingNote>
                  </li>
                ) : null}
              </>
            ) : (
              <li>Portion and cost: tell us {dogName}'s weights above.</li>
            )}
          </Feeding>
          <OneLineSummary>{keepRangesTogether(reasonSummary(food))}</OneLineSummary>
          <MoreInfo>
            <MoreInfoToggle>
              <span className="when-closed">More Info</span>
              <span className="when-open">Hide Details</span>
            </MoreInfoToggle>
            <Details>
              <p>{keepRangesTogether(food.description)}</p>
              {reasons.length > 0 ? (
                <>
                  <DetailsHeading>Why it fits</DetailsHeading>
                  <ul>
                    {reasons.map((reason) => (
                      <li key={reason}>{keepRangesTogether(reason)}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {food.keyBenefits.length > 0 ? (
                <>
                  <DetailsHeading>Key benefits</DetailsHeading>
                  <ul>
                    {food.keyBenefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              <p>
                Portions worked out from {energyText(food.label.energy)}. <LabelSourceNote label={food.label} />
              </p>
              <p>
                <Link to={routeHref('dog-food', { params: { id: food.id } })}>Full details, ingredients and feeding guide</Link>
              </p>
            </Details>
          </MoreInfo>
          <Actions>
            {buy ? (
              <BuyLink href={buy.href} {...linkContext}>
                {buy.isSearch ? searchLabel(buy.retailer) : buyOnRetailerLabel(buy.retailer, onSale)}
              </BuyLink>
            ) : null}
            {extraActions}
          </Actions>
          {offerLine ? <Offer>{offerLine}</Offer> : null}
        </Body>
      </Article>
      <BackToSelector to={resetTo} state={inPageNavigation()} variant="ghost">
        Back to the Food Selector
      </BackToSelector>
    </Item>
  );
}
