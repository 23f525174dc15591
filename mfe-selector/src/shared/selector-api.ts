import type { DogFood, RecommendationRequestInput, RecommendationResponse } from '@gentlebowl/contracts';
import { baseApi, FRESH_FOR_60_SECONDS, refetchWhenOlderThan } from '@gentlebowl/platform';

/** The selector's calls (spec section 7), added to the shell's one api; names carry the remote's prefix. */
export const selectorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    selectorRecommendations: build.mutation<RecommendationResponse, RecommendationRequestInput>({
      query: (body) => ({ url: '/api/recommendations', method: 'POST', body }),
    }),
    selectorDogFood: build.query<DogFood, number>({
      query: (id) => `/api/dog-foods/${id}`,
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
  }),
});

export const { useSelectorRecommendationsMutation, useSelectorDogFoodQuery } = selectorApi;
