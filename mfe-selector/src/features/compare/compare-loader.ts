import { loadQuery, type PageLoader } from '@gentlebowl/platform';
import { selectorApi } from '../../shared/selector-api';
import { parseCompareQuery } from './compare-query';

/** The loader of /compare: each compared food, through the query its column reads. */
export const loadComparedFoods: PageLoader = async ({ searchParams, store }) => {
  const { ids } = parseCompareQuery(searchParams);
  await Promise.all(ids.map((id) => loadQuery(store, selectorApi.endpoints.selectorDogFood, id)));
};
