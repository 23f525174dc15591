export { default } from '../../pages/blog-page';
