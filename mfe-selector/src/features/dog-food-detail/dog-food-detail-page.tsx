import { skipToken } from '@reduxjs/toolkit/query';
import { useSelectorDogFoodQuery } from '../../shared/selector-api';
import { DogFoodDetail } from './dog-food-detail';
import { DogFoodNotFound } from './dog-food-not-found';
import { parseDogFoodId } from './dog-food-id';
import { DogFoodSkeleton } from './dog-food-skeleton';

/**
 * The /dog-food/{id} page's states (spec section 4 "Detail page"): loading, then the not-found view
 * on an error or no data, or the product. An id that cannot exist is not sent to the API at all.
 */
export function DogFoodDetailPage({ idSegment }: { idSegment: string | undefined }) {
  const id = parseDogFoodId(idSegment);
  // currentData belongs to this id only: a product cached for the previous id is never shown.
  const { currentData, isError, isFetching, isUninitialized } = useSelectorDogFoodQuery(id ?? skipToken);

  if (id === null || isError) return <DogFoodNotFound />;
  if (currentData) return <DogFoodDetail food={currentData} />;
  if (isFetching || isUninitialized) return <DogFoodSkeleton />;
  return <DogFoodNotFound />;
}
