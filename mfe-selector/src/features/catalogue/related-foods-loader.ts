import { loadQuery, type PageLoader } from '@gentlebowl/platform';
import { parseDogFoodId } from '../../shared/dog-food-id';
import { selectorApi } from '../../shared/selector-api';
import { relatedFoodQueries } from './related-foods';

/** Loads the lists a product page's related foods come from, once its food is in the store. */
export const loadRelatedFoods: PageLoader = async ({ params, store }) => {
  const id = parseDogFoodId(params.id);
  if (id === null) return;
  const food = selectorApi.endpoints.selectorDogFood.select(id)(store.getState()).data;
  if (!food) return;
  const queries = relatedFoodQueries(food);
  await Promise.all(
    [queries.protein, queries.type].flatMap((query) =>
      query ? [loadQuery(store, selectorApi.endpoints.selectorCatalogue, query)] : [],
    ),
  );
};
