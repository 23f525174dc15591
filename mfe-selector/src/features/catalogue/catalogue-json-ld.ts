import type { DogFoodCataloguePage } from '@gentlebowl/contracts';
import { absoluteUrl } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';

export interface ItemListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'ItemList';
  name: string;
  numberOfItems: number;
  itemListElement: { '@type': 'ListItem'; position: number; url: string; name: string }[];
}

/**
 * The list's page as schema.org's ItemList: each food by its page's absolute address, at its
 * position in the whole list (the second page starts at 13), and the length of the whole list.
 */
export function catalogueJsonLd(
  listName: string,
  result: Pick<DogFoodCataloguePage, 'foods' | 'total' | 'page' | 'pageSize'>,
  siteOrigin: string,
): ItemListJsonLd {
  const offset = (result.page - 1) * result.pageSize;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: listName,
    numberOfItems: result.total,
    itemListElement: result.foods.map((food, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absoluteUrl(routeHref('dog-food', { params: { id: food.id } }), siteOrigin),
      name: `${food.brand} ${food.name}`,
    })),
  };
}
