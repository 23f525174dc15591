export { default } from '../../pages/newsletter-invalid-link-page';
