export { action, default, loader } from '../../pages/contact-page';
