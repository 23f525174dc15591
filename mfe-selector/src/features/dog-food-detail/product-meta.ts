import { type DogFood, packagePricePaidUsd } from '@gentlebowl/contracts';
import { absoluteUrl, affiliateHref } from '@gentlebowl/platform';
import { ratingOutOfFive, RATING_STARS } from '../../shared/editorial-rating';

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
  review: {
    '@type': 'Review';
    author: { '@type': 'Organization'; name: string };
    reviewRating: { '@type': 'Rating'; ratingValue: number; bestRating: number; worstRating: number };
  };
  offers?: ProductOfferJsonLd;
}

export interface ProductOfferJsonLd {
  '@type': 'Offer';
  /** What the owner pays at the catalogue's price, in dollars to the cent. */
  price: string;
  priceCurrency: 'USD';
  /** Until when a listed discount holds, when the retailer states it. */
  priceValidUntil?: string;
  availability: 'https://schema.org/InStock';
  /** The retailer's page, the address the page's buy button links to. */
  url: string;
  seller: { '@type': 'Organization'; name: string };
}

type OfferedFood = Pick<
  DogFood,
  'retailer' | 'affiliateUrl' | 'whereToBuyUrl' | 'figures' | 'discountPercentage' | 'promotionEndsOn'
>;

/**
 * The food's offer at its retailer: the catalogue's package price (after a listed discount, as the
 * buy button's page shows it) at the retailer's address the buy button links to. A food with no
 * retailer or no address to buy it at has no offer. The catalogue lists a retailer for a food only
 * while it sells the food, so the offer is in stock.
 */
export function productOffer(food: OfferedFood, affiliatePartnerCode: string): ProductOfferJsonLd | undefined {
  const url = affiliateHref(food, affiliatePartnerCode);
  if (!food.retailer || !url) return undefined;
  const discounted = food.discountPercentage > 0;
  return {
    '@type': 'Offer',
    price: packagePricePaidUsd(food.figures, food.discountPercentage).toFixed(2),
    priceCurrency: 'USD',
    ...(discounted && food.promotionEndsOn ? { priceValidUntil: food.promotionEndsOn } : {}),
    availability: 'https://schema.org/InStock',
    url,
    seller: { '@type': 'Organization', name: food.retailer },
  };
}

/**
 * Product structured data with the site's own editorial review (the rating is ours, so it is a
 * Review by the site, not an aggregate of shoppers' ratings) and the offer at its retailer.
 * The site's own addresses are absolute on the site.
 */
export function productJsonLd(
  food: Pick<DogFood, 'name' | 'brand' | 'description' | 'imageUrl' | 'rating'> & OfferedFood,
  { siteOrigin, brandName, affiliatePartnerCode }: { siteOrigin: string; brandName: string; affiliatePartnerCode: string },
): ProductJsonLd {
  const offers = productOffer(food, affiliatePartnerCode);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: food.name,
    brand: { '@type': 'Brand', name: food.brand },
    description: food.description,
    image: absoluteUrl(food.imageUrl, siteOrigin),
    review: {
      '@type': 'Review',
      author: { '@type': 'Organization', name: brandName },
      reviewRating: { '@type': 'Rating', ratingValue: ratingOutOfFive(food.rating), bestRating: RATING_STARS, worstRating: 0 },
    },
    ...(offers ? { offers } : {}),
  };
}
