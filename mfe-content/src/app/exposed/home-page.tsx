export { action, default, loader } from '../../pages/home-page';
