export { default, loader } from '../../pages/home-page';
