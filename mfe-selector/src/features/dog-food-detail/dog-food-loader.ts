import { loadQuery, type PageLoader } from '@gentlebowl/platform';
import { parseDogFoodId } from '../../shared/dog-food-id';
import { selectorApi } from '../../shared/selector-api';

/** The loader of a product's page (/dog-food/:id): the food, through the query the page reads. An id
 * that cannot exist is not asked for, as on the page. */
export const loadDogFood: PageLoader = async ({ params, store }) => {
  const id = parseDogFoodId(params.id);
  if (id !== null) await loadQuery(store, selectorApi.endpoints.selectorDogFood, id);
};
