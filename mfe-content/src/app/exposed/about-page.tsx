export { default, loader } from '../../pages/about-page';
