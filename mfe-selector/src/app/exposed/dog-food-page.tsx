import { DogFoodPage } from '../dog-food-page';

/** Exposed as './dog-food-page': the shell's route table renders it for /dog-food/:id. */
export default DogFoodPage;
export { loadDogFoodPage as loader } from '../dog-food-page-loader';
