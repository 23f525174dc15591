export { default } from '../../pages/terms-page';
