export { default, loader } from '../../pages/contact-page';
