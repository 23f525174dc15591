import {
  type CataloguePageRequest,
  cataloguePageRequestSearch,
  type DogFood,
  type DogFoodCataloguePage,
  type DogFoodSummary,
  type RecommendationRequestInput,
  type RecommendationResponse,
} from '@gentlebowl/contracts';
import { type AppDispatch, baseApi, FRESH_FOR_60_SECONDS, type RootState, refetchWhenOlderThan } from '@gentlebowl/platform';

/** The selector's calls (spec section 7), added to the shell's one api; names carry the remote's prefix. */
export const selectorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A query, not a mutation, although it is a POST: the answers are its key, so results opened
     * from a link are requested while the shell's server renders the page, handed to the browser
     * with it, and shown again without a second request when the same answers come back. Showing
     * results again records nothing: only a submitted wizard counts (selectorSubmittedAnswers).
     */
    selectorRecommendations: build.query<RecommendationResponse, RecommendationRequestInput>({
      query: (body) => ({ url: '/api/recommendations?record=false', method: 'POST', body }),
    }),
    /** The wizard's submit, recorded by the API for the editors' statistics. */
    selectorSubmittedAnswers: build.mutation<RecommendationResponse, RecommendationRequestInput>({
      query: (body) => ({ url: '/api/recommendations', method: 'POST', body }),
    }),
    selectorDogFood: build.query<DogFood, number>({
      query: (id) => `/api/dog-foods/${id}`,
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
    /** The foods a product page names as like the food with this id, as summaries. */
    selectorRelatedFoods: build.query<DogFoodSummary[], number>({
      query: (id) => `/api/dog-foods/${id}/related`,
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
    /** One page of the catalogue, filtered and ordered by the API, each food a summary; the request in its one spelling. */
    selectorCatalogue: build.query<DogFoodCataloguePage, CataloguePageRequest>({
      query: (request) => {
        const search = cataloguePageRequestSearch(request);
        return `/api/dog-foods/catalogue${search === '' ? '' : `?${search}`}`;
      },
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
  }),
});

export const { useSelectorRecommendationsQuery, useSelectorDogFoodQuery, useSelectorCatalogueQuery, useSelectorRelatedFoodsQuery } =
  selectorApi;

/**
 * The recommendations for answers the owner submitted: those already at hand for the same answers,
 * else a recorded request, whose answer becomes the results of `shownAs` (the request of the results
 * address, which leaves out the name and note), shown without asking again.
 */
export const submitAnswers =
  (request: RecommendationRequestInput, shownAs: RecommendationRequestInput) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<RecommendationResponse> => {
    const shown = selectorApi.endpoints.selectorRecommendations.select(shownAs)(getState());
    if (shown.data) return shown.data;
    const response = await dispatch(selectorApi.endpoints.selectorSubmittedAnswers.initiate(request)).unwrap();
    await dispatch(selectorApi.util.upsertQueryData('selectorRecommendations', shownAs, response));
    return response;
  };
