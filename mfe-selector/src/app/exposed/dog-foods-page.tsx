import { DogFoodsPage } from '../dog-foods-page';

/** Exposed as './dog-foods-page': the shell's route table renders it for /dog-foods. */
export default DogFoodsPage;
export { loadCatalogue as loader } from '../../features/catalogue/catalogue-loader';
