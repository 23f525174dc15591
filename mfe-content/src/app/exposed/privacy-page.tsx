export { default } from '../../pages/privacy-page';
