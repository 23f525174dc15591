export { default } from '../../pages/about-page';
