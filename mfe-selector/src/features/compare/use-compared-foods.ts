import { type AppQueryError, skipToken } from '@gentlebowl/platform';
import type { DogFood } from '@gentlebowl/contracts';
import { useSelectorDogFoodQuery } from '../../shared/selector-api';
import { MAX_COMPARED_FOODS } from './compare-query';

export type ComparedFood =
  | { id: number; status: 'loading' }
  | { id: number; status: 'found'; food: DogFood }
  /** The catalogue has no food with this id. */
  | { id: number; status: 'unknown' }
  /** The food could not be loaded (network or server trouble). */
  | { id: number; status: 'failed' };

type DogFoodQuery = ReturnType<typeof useSelectorDogFoodQuery>;

/** `error`, not `isError`: a column keeps its answer while RTK Query asks again (see serverHandoffState). */
function comparedFood(id: number, { currentData, error }: DogFoodQuery): ComparedFood {
  if (currentData) return { id, status: 'found', food: currentData };
  if (error !== undefined) return { id, status: (error as AppQueryError | undefined)?.status === 404 ? 'unknown' : 'failed' };
  return { id, status: 'loading' };
}

/**
 * Each compared food through the same GET /api/dog-foods/{id} query as its product page, so a food
 * seen on either page is in the cache for the other, and the server renders the comparison with its
 * data. Always three hooks, one per column, whatever the number of ids.
 */
export function useComparedFoods(ids: readonly number[]): ComparedFood[] {
  const first = useSelectorDogFoodQuery(ids[0] ?? skipToken);
  const second = useSelectorDogFoodQuery(ids[1] ?? skipToken);
  const third = useSelectorDogFoodQuery(ids[2] ?? skipToken);
  return [first, second, third]
    .slice(0, Math.min(ids.length, MAX_COMPARED_FOODS))
    .map((query, index) => comparedFood(ids[index] as number, query));
}
