export { action, default } from '../../pages/contact-page';
