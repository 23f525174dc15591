import styled from '@emotion/styled';
import { type DogFood, dogInWords, foodTypeLabel, headlineOffer, referenceDog, searchLabel } from '@gentlebowl/contracts';
import { type BreadcrumbItem, Breadcrumbs, JsonLd, PageMeta, useRuntimeConfig } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { Badge, Button, InlineList, keepRangesTogether, Tabs, tabsInAddress } from '@gentlebowl/ui';
import { type ReactNode, useId } from 'react';
import { useLocation } from '@gentlebowl/router';
import { AffiliateDisclosure } from '../../shared/affiliate-disclosure';
import { BuyLink } from '../../shared/buy-link';
import { WHERE_TO_BUY_LABEL } from '../../shared/buy-labels';
import { OfferPrice } from '../../shared/offer-price';
import { productFlags } from '../../shared/product-flags';
import { RatingSummary } from '../../shared/rating-summary';
import { ReviewLine } from '../../shared/review-line';
import { shownBuyLink } from '../../shared/shown-offer';
import { DetailLayout } from './detail-layout';
import { DogFoodGallery } from './dog-food-gallery';
import { FeedingGuideTab } from './feeding-guide-tab';
import { FOOD_PRICES_ID, FoodPrices } from './food-prices';
import { INFORMATION_TABS } from './information-tabs';
import { NutritionalInfoTab } from './nutritional-info-tab';
import { ProductDetailsTab } from './product-details-tab';
import { metaDescription, productJsonLd } from './product-meta';
import { SuitableFor } from './suitable-for';

const Column = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  minWidth: 0,
}));

const Brand = styled.p(({ theme }) => ({
  margin: 0,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
}));

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes['4xl'],
  lineHeight: 1.2,
  [theme.breakpoints.mobile]: { fontSize: theme.fontSizes['3xl'] },
}));

const Description = styled.p({ margin: 0 });

const Buy = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space(3),
}));

const Badges = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(2) }));

const Muted = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

/** Set off from the summary above as the page's sections are from each other (space(12) in all). */
const Information = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  marginTop: theme.space(7),
}));

const InformationHeading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes['2xl'] }));

/** Food type first, then the flags the product carries (spec "Dog food detail"). */
function productBadges(food: DogFood): string[] {
  return [foodTypeLabel(food.foodType), ...productFlags(food)];
}

/**
 * 'Where to Buy' (spec) for the headline offer, the package the reference dog would buy: the
 * retailer's page for the product when the offer has one, with the price and where and when it was
 * seen beside it; otherwise a search at a retailer, labelled as a search. The disclosure comes first.
 */
function WhereToBuy({ food, actions }: { food: DogFood; actions?: ReactNode }) {
  const { affiliatePartnerCode } = useRuntimeConfig();
  const priceId = useId();
  const offer = headlineOffer(food);
  const link = shownBuyLink(food, offer, affiliatePartnerCode);
  return (
    <Buy>
      {offer ? (
        <div id={priceId}>
          <OfferPrice offer={offer} />
          <Muted>
            The package a {dogInWords(referenceDog)} would buy. <a href={`#${FOOD_PRICES_ID}`}>Every price we know</a>
          </Muted>
        </div>
      ) : (
        <Muted>No current price.</Muted>
      )}
      {link ? (
        <BuyLink href={link.href} retailer={link.retailer} productId={food.id} size="lg" aria-describedby={offer ? priceId : undefined}>
          {link.isSearch ? searchLabel(link.retailer) : WHERE_TO_BUY_LABEL}
        </BuyLink>
      ) : (
        <>
          <Button variant="accent" size="lg" disabled>
            {WHERE_TO_BUY_LABEL}
          </Button>
          <Muted>No retailer is listed for this food yet.</Muted>
        </>
      )}
      {link && !link.isSearch ? <Muted>Sold by {link.retailer}.</Muted> : null}
      {link?.isSearch ? <Muted>A search, not the product's own page: check the recipe and the size before you buy.</Muted> : null}
      {actions}
    </Buy>
  );
}

export interface DogFoodDetailProps {
  food: DogFood;
  /** What the page composes beside 'Where to Buy' for this food (the compare toggle). */
  actions?: ReactNode;
}

/**
 * A loaded product page: breadcrumbs, gallery, summary (a retailer's rating with its source, badges
 * with their reviewer), 'Suitable For', 'Where to Buy', every price the catalogue knows and the tabs.
 */
export function DogFoodDetail({ food, actions }: DogFoodDetailProps) {
  const { affiliatePartnerCode, siteOrigin } = useRuntimeConfig();
  const informationId = useId();
  const fullName = `${food.brand} ${food.name}`;
  const path = routeHref('dog-food', { params: { id: food.id } });
  const breadcrumbs: readonly BreadcrumbItem[] = breadcrumbTrail('dog-food', { label: fullName, href: path });
  const product = productJsonLd(food, { siteOrigin, affiliatePartnerCode });
  // The open tab is in the address (`?tab=nutritional-info`): each tab is a link that works before
  // the scripts arrive and without them.
  const { search } = useLocation();
  const informationTabs = [
    { id: INFORMATION_TABS.productDetails, label: 'Product Details', content: <ProductDetailsTab food={food} /> },
    { id: INFORMATION_TABS.nutritionalInfo, label: 'Nutritional Info', content: <NutritionalInfoTab food={food} /> },
    { id: INFORMATION_TABS.feedingGuide, label: 'Feeding Guide', content: <FeedingGuideTab /> },
  ];

  return (
    <Column>
      <PageMeta
        title={fullName}
        description={metaDescription(food.description)}
        keywords={`${food.brand}, ${food.name}, ${foodTypeLabel(food.foodType).toLowerCase()}, dog food for sensitive stomach`}
        canonical={path}
        ogType="product"
        ogImage={food.imageUrl}
      />
      {product ? <JsonLd data={product} /> : null}
      <Breadcrumbs items={breadcrumbs} />
      <DetailLayout>
        <DogFoodGallery product={{ src: food.imageUrl, alt: fullName }} />
        <Column>
          <div>
            <Brand>{food.brand}</Brand>
            <Title>{food.name}</Title>
          </div>
          {food.retailerRating ? <RatingSummary rating={food.retailerRating} starSize={22} /> : null}
          <Badges>
            <InlineList aria-label="Product badges">
              {productBadges(food).map((label, index) => (
                <li key={label}>
                  <Badge variant={index === 0 ? 'secondary' : 'default'}>{label}</Badge>
                </li>
              ))}
            </InlineList>
            {food.review ? <ReviewLine review={food.review} /> : null}
          </Badges>
          <Description>{keepRangesTogether(food.description)}</Description>
          <SuitableFor suitableFor={food.suitableFor} />
          {/* Before the buy link: a reader meets the disclosure first. */}
          <AffiliateDisclosure />
          <WhereToBuy food={food} actions={actions} />
        </Column>
      </DetailLayout>
      <FoodPrices food={food} />
      <Information aria-labelledby={informationId}>
        <InformationHeading id={informationId}>Product information</InformationHeading>
        <Tabs
          label="Product information"
          idPrefix="dog-food"
          {...tabsInAddress(
            search,
            informationTabs.map((tab) => tab.id),
            INFORMATION_TABS.productDetails,
          )}
          items={informationTabs}
        />
      </Information>
    </Column>
  );
}
