export { default } from '../../pages/newsletter-confirm-page';
