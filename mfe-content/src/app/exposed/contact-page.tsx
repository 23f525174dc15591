export { default } from '../../pages/contact-page';
