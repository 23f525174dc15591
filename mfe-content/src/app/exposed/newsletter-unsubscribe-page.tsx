export { default } from '../../pages/newsletter-unsubscribe-page';
