export { action, default } from '../../pages/home-page';
