import styled from '@emotion/styled';
import { type DogFood, offerPriceText, offerSeenText, packageName, type RetailOffer } from '@gentlebowl/contracts';
import { AffiliateLink, useRuntimeConfig } from '@gentlebowl/platform';
import { TableScroller, VisuallyHidden } from '@gentlebowl/ui';
import { useId } from 'react';
import { SampleCatalogueNote } from '../../shared/sample-catalogue-note';
import { shownBuyLink } from '../../shared/shown-offer';
import { FactTable, Muted } from './detail-styles';

/** Where the buy block's "every price we know" leads, without scripts too. */
export const FOOD_PRICES_ID = 'prices';

const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  // Set off from the summary above as the page's sections are from each other.
  marginTop: theme.space(7),
  '& p': { margin: 0 },
}));

const Heading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes['2xl'] }));

type PricedFood = Pick<DogFood, 'id' | 'brand' | 'name' | 'offers' | 'costNote' | 'sampleData' | 'shopSearch'>;

/** The retailer, named as a link to its page for the product when the offer has one. */
function Retailer({ food, offer, partnerCode }: { food: PricedFood; offer: RetailOffer; partnerCode: string }) {
  const link = offer.productUrl ? shownBuyLink(food, offer, partnerCode) : null;
  if (!link) return <>{offer.retailer}</>;
  return (
    <AffiliateLink href={link.href} retailer={offer.retailer} productId={food.id}>
      {offer.retailer}
      <VisuallyHidden>{`: ${packageName(offer.package)} of ${food.brand} ${food.name} (opens in a new tab)`}</VisuallyHidden>
    </AffiliateLink>
  );
}

/**
 * Every price the catalogue knows for the food, one per retailer and package (the newest of each),
 * smallest package first: what it buys, the price, the retailer and the day it was seen, or that it is
 * the editors' estimate, or out of date. The buy block above shows one of them; this is the rest.
 */
export function FoodPrices({ food }: { food: PricedFood }) {
  const headingId = useId();
  const captionId = useId();
  const { affiliatePartnerCode } = useRuntimeConfig();
  return (
    <Section id={FOOD_PRICES_ID} aria-labelledby={headingId}>
      <Heading id={headingId}>Prices</Heading>
      {food.offers.length > 0 ? (
        // Focusable, so keyboard users can scroll it sideways on a narrow screen.
        <TableScroller role="region" aria-labelledby={captionId} tabIndex={0}>
          <FactTable>
            <caption id={captionId}>Every price we know for this food, smallest package first. Prices change: check the retailer's page before you buy.</caption>
            <thead>
              <tr>
                <th scope="col">Package</th>
                <th scope="col">Price</th>
                <th scope="col">Retailer</th>
                <th scope="col">Seen</th>
              </tr>
            </thead>
            <tbody>
              {food.offers.map((offer) => (
                <tr key={`${offer.retailer} ${offer.package.grams} ${offer.basis}`}>
                  <th scope="row">{packageName(offer.package)}</th>
                  <td>{offerPriceText(offer)}</td>
                  <td>
                    <Retailer food={food} offer={offer} partnerCode={affiliatePartnerCode} />
                  </td>
                  <td>{offerSeenText(offer)}</td>
                </tr>
              ))}
            </tbody>
          </FactTable>
        </TableScroller>
      ) : (
        <p>We know no price for this food yet.</p>
      )}
      {food.costNote ? <Muted>{food.costNote}</Muted> : null}
      <SampleCatalogueNote foods={[food]} />
    </Section>
  );
}
