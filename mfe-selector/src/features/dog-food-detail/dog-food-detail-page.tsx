import type { DogFood } from '@gentlebowl/contracts';
import { NotFoundView, skipToken } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import type { ReactNode } from 'react';
import { useSelectorDogFoodQuery } from '../../shared/selector-api';
import { DogFoodDetail } from './dog-food-detail';
import { parseDogFoodId } from '../../shared/dog-food-id';
import { DogFoodSkeleton } from './dog-food-skeleton';

/**
 * The /dog-food/{id} page's states (spec section 4 "Detail page"): loading, then the not-found view
 * on an error or no data, or the product. An id that cannot exist is not sent to the API at all.
 */
export function DogFoodDetailPage({
  idSegment,
  actionsFor,
}: {
  idSegment: string | undefined;
  /** What the page composes beside 'Where to Buy' for the loaded food. */
  actionsFor?: (food: DogFood) => ReactNode;
}) {
  const id = parseDogFoodId(idSegment);
  // currentData belongs to this id only: a product cached for the previous id is never shown.
  const { currentData, error, isFetching, isUninitialized } = useSelectorDogFoodQuery(id ?? skipToken);

  // `error`, not `isError`: the not-found view stays while RTK Query asks again (see serverHandoffState).
  if (id === null || error !== undefined) return <NotFoundView homeHref={routeHref('home')} />;
  if (currentData) return <DogFoodDetail food={currentData} actions={actionsFor?.(currentData)} />;
  if (isFetching || isUninitialized) return <DogFoodSkeleton path={routeHref('dog-food', { params: { id } })} />;
  return <NotFoundView homeHref={routeHref('home')} />;
}
