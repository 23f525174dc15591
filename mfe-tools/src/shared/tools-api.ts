import type { DogFood } from '@gentlebowl/contracts';
import { baseApi, FRESH_FOR_60_SECONDS, loadQuery, type PageLoader, refetchWhenOlderThan } from '@gentlebowl/platform';

/** The tools' calls, added to the shell's one api; names carry the remote's prefix. */
export const toolsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole catalogue, best rated first, for the calculators' food choices. */
    toolsDogFoods: build.query<DogFood[], void>({
      query: () => '/api/dog-foods',
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
  }),
});

export const { useToolsDogFoodsQuery } = toolsApi;

/** The loader of /tools: the catalogue both calculators offer foods from. */
export const loadCatalogueFoods: PageLoader = ({ store }) => loadQuery(store, toolsApi.endpoints.toolsDogFoods, undefined);
