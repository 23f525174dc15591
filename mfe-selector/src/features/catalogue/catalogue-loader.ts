import { parseCatalogueQuery } from '@gentlebowl/contracts';
import { type AppQueryError, loadQuery, type PageLoader, pageNotFound } from '@gentlebowl/platform';
import { selectorApi } from '../../shared/selector-api';

/**
 * The loader of /dog-foods: the list's page the address asks for, through the query the page reads.
 * An address that names no list of the catalogue is not found (404), and shows the page's message with
 * a way back: one the catalogue cannot read (a filter value it does not know) asks for nothing, and
 * a page past the last is the API's 404.
 */
export const loadCatalogue: PageLoader = async ({ searchParams, store }) => {
  const parsed = parseCatalogueQuery(searchParams);
  if (!parsed.success) return pageNotFound;
  await loadQuery(store, selectorApi.endpoints.selectorCatalogue, parsed.query);
  const { error } = selectorApi.endpoints.selectorCatalogue.select(parsed.query)(store.getState());
  if ((error as AppQueryError | undefined)?.status === 404) return pageNotFound;
};
