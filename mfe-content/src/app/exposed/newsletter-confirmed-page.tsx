export { default } from '../../pages/newsletter-confirmed-page';
