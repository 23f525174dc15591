import { loadQuery, type PageLoader } from '@gentlebowl/platform';
import { requestFromSearch } from '../features/wizard/answers-in-url';
import { selectorApi } from '../shared/selector-api';

/** The loader of /food-selector: the recommendations for the answers a results link carries, through
 * the query the results read, so the link opens on its results. */
export const loadLinkedResults: PageLoader = async ({ searchParams, store }) => {
  const request = requestFromSearch(searchParams.toString());
  if (request) await loadQuery(store, selectorApi.endpoints.selectorRecommendations, request);
};
