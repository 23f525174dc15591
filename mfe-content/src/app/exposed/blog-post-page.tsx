export { default } from '../../pages/blog-post-page';
