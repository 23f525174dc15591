export { default } from '../../pages/dog-food-guides-page';
