import type { DogFood, RecommendationRequestInput, RecommendationResponse } from '@gentlebowl/contracts';
import { baseApi, FRESH_FOR_60_SECONDS, refetchWhenOlderThan } from '@gentlebowl/platform';

/** The selector's calls (spec section 7), added to the shell's one api; names carry the remote's prefix. */
export const selectorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A query, not a mutation, although it is a POST: the answers are its key, so results opened
     * from a link are requested while the shell's server renders the page, handed to the browser
     * with it, and shown again without a second request when the same answers come back.
     */
    selectorRecommendations: build.query<RecommendationResponse, RecommendationRequestInput>({
      query: (body) => ({ url: '/api/recommendations', method: 'POST', body }),
    }),
    selectorDogFood: build.query<DogFood, number>({
      query: (id) => `/api/dog-foods/${id}`,
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
  }),
});

export const { useSelectorRecommendationsQuery, useLazySelectorRecommendationsQuery, useSelectorDogFoodQuery } =
  selectorApi;
