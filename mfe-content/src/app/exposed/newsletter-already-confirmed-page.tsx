export { default } from '../../pages/newsletter-already-confirmed-page';
