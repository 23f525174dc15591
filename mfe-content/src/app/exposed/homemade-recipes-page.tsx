export { default } from '../../pages/homemade-recipes-page';
