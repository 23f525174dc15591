import type { DogFood } from '@gentlebowl/contracts';
import { absoluteUrl } from '@gentlebowl/platform';
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
}

/**
 * Product structured data with the site's own editorial review (the rating is ours, so it is a
 * Review by the site, not an aggregate of shoppers' ratings). Addresses are absolute on the site.
 */
export function productJsonLd(
  food: Pick<DogFood, 'name' | 'brand' | 'description' | 'imageUrl' | 'rating'>,
  { siteOrigin, brandName }: { siteOrigin: string; brandName: string },
): ProductJsonLd {
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
  };
}
