import type { BlogPostSummary, DogFood } from '@gentlebowl/contracts';
import { pageRoutes, routeHref } from '@gentlebowl/routes';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastModified?: string;
}

const day = (isoDate: string) => isoDate.slice(0, 10);

function newest(dates: readonly (string | undefined)[]): string | undefined {
  const known = dates.filter((date): date is string => Boolean(date)).map(day);
  return known.length > 0 ? known.sort().at(-1) : undefined;
}

/** Every page a crawler should know: each declared page without parameters (but the unlisted ones
 * that mail links reach), every post and every product, with the date its content last changed. */
export function sitemapEntries(posts: readonly BlogPostSummary[], foods: readonly DogFood[]): SitemapEntry[] {
  const newestPost = newest(posts.map((post) => post.publishedAt));
  const newestFood = newest(foods.map((food) => food.updatedAt));
  const pages = pageRoutes
    .filter((route) => !route.path.includes(':') && !route.unlisted)
    .map((route) => ({
      path: route.path,
      lastModified: newest([
        route.lastModified,
        route.showsPosts ? newestPost : undefined,
        route.showsFoods ? newestFood : undefined,
      ]),
    }));
  return [
    ...pages,
    ...posts.map((post) => ({ path: routeHref('blog-post', { params: { slug: post.slug } }), lastModified: day(post.publishedAt) })),
    ...foods.map((food) => ({ path: routeHref('dog-food', { params: { id: food.id } }), lastModified: day(food.updatedAt) })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The sitemaps.org XML for the entries, with addresses on the site's origin. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const location = entry.path === '/' ? base : `${base}${entry.path}`;
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '';
    return `  <url><loc>${escapeXml(location)}</loc>${lastModified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the API, and the site map is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /api/\nAllow: /api/media/\n\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`;
}
