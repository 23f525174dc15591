export { default } from '../../pages/newsletter-link-expired-page';
