import { FoodSelectorPage } from '../food-selector-page';

/** Exposed as './food-selector-page': the shell's route table renders it for /food-selector. */
export default FoodSelectorPage;
export { loadLinkedResults as loader } from '../food-selector-loader';
