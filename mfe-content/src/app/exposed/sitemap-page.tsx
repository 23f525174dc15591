export { default } from '../../pages/sitemap-page';
