export { default } from '../../pages/cookie-policy-page';
