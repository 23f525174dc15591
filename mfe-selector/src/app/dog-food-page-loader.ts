import type { PageLoader } from '@gentlebowl/platform';
import { loadRelatedFoods } from '../features/catalogue/related-foods-loader';
import { loadDogFood } from '../features/dog-food-detail/dog-food-loader';

/** The loader of /dog-food/:id: the food and its related foods, asked for together. */
export const loadDogFoodPage: PageLoader = async (args) => {
  await Promise.all([loadDogFood(args), loadRelatedFoods(args)]);
};
