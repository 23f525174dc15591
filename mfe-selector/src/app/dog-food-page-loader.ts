import type { PageLoader } from '@gentlebowl/platform';
import { loadRelatedFoods } from '../features/catalogue/related-foods-loader';
import { loadDogFood } from '../features/dog-food-detail/dog-food-loader';

/** The loader of /dog-food/:id: the food, then the catalogue lists its related foods come from. */
export const loadDogFoodPage: PageLoader = async (args) => {
  await loadDogFood(args);
  await loadRelatedFoods(args);
};
