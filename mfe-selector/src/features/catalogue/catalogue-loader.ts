import { parseCatalogueQuery } from '@gentlebowl/contracts';
import { loadQuery, type PageLoader } from '@gentlebowl/platform';
import { selectorApi } from '../../shared/selector-api';

/** The loader of /dog-foods: the list's page the address asks for, through the query the page reads.
 * An address the catalogue cannot read asks for nothing, as on the page. */
export const loadCatalogue: PageLoader = async ({ searchParams, store }) => {
  const parsed = parseCatalogueQuery(searchParams);
  if (parsed.success) await loadQuery(store, selectorApi.endpoints.selectorCatalogue, parsed.query);
};
