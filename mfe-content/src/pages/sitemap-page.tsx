import { SitemapPage } from '../features/sitemap/sitemap-page';

export default SitemapPage;
