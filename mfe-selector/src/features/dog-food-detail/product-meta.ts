import { availabilityOptions, type DogFood, type RetailOffer } from '@gentlebowl/contracts';
import { absoluteUrl } from '@gentlebowl/platform';
import { shownBuyLink } from '../../shared/shown-offer';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 160;

/** The product description cut at a word boundary to fit a meta description, with an ellipsis. */
export function metaDescription(text: string, maxLength = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  brand: { '@type': 'Brand'; name: string };
  description: string;
  image: string;
  offers: ProductOfferJsonLd[];
}

export interface ProductOfferJsonLd {
  '@type': 'Offer';
  /** What the retailer asked for the package on the day it was seen, in dollars to the cent. */
  price: string;
  priceCurrency: 'USD';
  /** The observation's last current day: after it the page no longer counts the price as current. */
  priceValidUntil: string;
  /** Only when the observation states the stock: the site claims nothing it has not seen. */
  availability?: string;
  /** The retailer's page for the product, as the page links it; absent when the offer has none (a
   * search is no offer's page). */
  url?: string;
  seller: { '@type': 'Organization'; name: string };
}

type OfferedFood = Pick<DogFood, 'id' | 'offers' | 'shopSearch'>;

/** A price seen at a retailer that still counts as current: the only kind a page may offer to search engines. */
function isCurrentObservation(offer: RetailOffer): offer is RetailOffer & { currentUntil: string } {
  return offer.basis === 'observed' && offer.current && offer.currentUntil !== null;
}

/**
 * One schema.org Offer per current price seen at a retailer, as the page lists it: the price, valid
 * until the observation's last current day, at the retailer's page for the product (the address the
 * page's link to it takes), with the stock only when the observation states it. The editors' estimates
 * and prices out of date are no offers.
 */
export function productOffers(food: OfferedFood, affiliatePartnerCode: string): ProductOfferJsonLd[] {
  return food.offers.filter(isCurrentObservation).map((offer) => {
    const url = offer.productUrl ? shownBuyLink(food, offer, affiliatePartnerCode)?.href : undefined;
    const availability = availabilityOptions.find((option) => option.value === offer.availability)?.schemaOrg;
    return {
      '@type': 'Offer',
      price: offer.priceUsd.toFixed(2),
      priceCurrency: 'USD',
      priceValidUntil: offer.currentUntil,
      ...(availability ? { availability } : {}),
      ...(url ? { url } : {}),
      seller: { '@type': 'Organization', name: offer.retailer },
    };
  });
}

/**
 * Product structured data, only for a food with a current price seen at a retailer (Google wants
 * offers on a Product, and the site offers no price it has not seen on a known day). No rating: a
 * retailer's stars are ratings aggregated on another site, which Google does not accept as the page's
 * own. The site's own addresses are absolute on the site.
 */
export function productJsonLd(
  food: Pick<DogFood, 'name' | 'brand' | 'description' | 'imageUrl'> & OfferedFood,
  { siteOrigin, affiliatePartnerCode }: { siteOrigin: string; affiliatePartnerCode: string },
): ProductJsonLd | null {
  const offers = productOffers(food, affiliatePartnerCode);
  if (offers.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: food.name,
    brand: { '@type': 'Brand', name: food.brand },
    description: food.description,
    image: absoluteUrl(food.imageUrl, siteOrigin),
    offers,
  };
}
