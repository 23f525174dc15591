export { action, default, loader } from '../../pages/blog-page';
