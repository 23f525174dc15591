export { default } from '../../pages/faq-page';
