export { default, loader } from '../../pages/blog-page';
