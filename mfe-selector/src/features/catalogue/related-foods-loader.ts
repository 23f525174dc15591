import { loadQuery, type PageLoader } from '@gentlebowl/platform';
import { parseDogFoodId } from '../../shared/dog-food-id';
import { selectorApi } from '../../shared/selector-api';

/** Loads the foods a product page names as like it (one request, beside the food's own). */
export const loadRelatedFoods: PageLoader = async ({ params, store }) => {
  const id = parseDogFoodId(params.id);
  if (id !== null) await loadQuery(store, selectorApi.endpoints.selectorRelatedFoods, id);
};
