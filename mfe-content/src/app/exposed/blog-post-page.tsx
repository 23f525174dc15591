export { default, loader } from '../../pages/blog-post-page';
