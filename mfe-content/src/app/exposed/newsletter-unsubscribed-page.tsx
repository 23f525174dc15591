export { default } from '../../pages/newsletter-unsubscribed-page';
