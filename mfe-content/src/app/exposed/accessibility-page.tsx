export { default } from '../../pages/accessibility-page';
