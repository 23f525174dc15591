/** @jest-environment node */
import type { BlogPostSummary, DogFood } from '@gentlebowl/contracts';
import { pageRoutes } from '@gentlebowl/routes';
import { robotsTxt, sitemapEntries, sitemapXml } from './site-index';

const post = (slug: string, publishedAt: string) => ({ slug, publishedAt }) as BlogPostSummary;
const food = (id: number, updatedAt: string) => ({ id, updatedAt }) as DogFood;

describe('sitemapEntries', () => {
  const entries = sitemapEntries(
    [post('newest', '2025-10-01'), post('older', '2024-03-09')],
    [food(7, '2025-11-02T08:30:00.000Z')],
  );
  const byPath = new Map(entries.map((entry) => [entry.path, entry.lastModified]));

  it('lists every page without parameters but the unlisted ones, every post and every product once', () => {
    const staticPages = pageRoutes.filter((route) => !route.path.includes(':') && !route.unlisted);
    expect(byPath.has('/newsletter/confirmed')).toBe(false);
    expect(entries).toHaveLength(staticPages.length + 2 + 1);
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
    expect(byPath.has('/blog/:slug')).toBe(false);
    expect(byPath.get('/blog/older')).toBe('2024-03-09');
    expect(byPath.get('/dog-food/7')).toBe('2025-11-02');
  });

  it("dates pages that list posts by the newest post, and others by their own text's date", () => {
    expect(byPath.get('/blog')).toBe('2025-10-01');
    expect(byPath.get('/privacy')).toBe('2026-12-07');
  });

  it('dates the food catalogue by the newest change to a food when that is newer than its own text', () => {
    const catalogueText = pageRoutes.find((route) => route.path === '/dog-foods')?.lastModified as string;
    expect(byPath.get('/dog-foods')).toBe(catalogueText);
    const later = sitemapEntries([], [food(7, '2031-02-03T10:00:00.000Z')]);
    expect(later.find((entry) => entry.path === '/dog-foods')?.lastModified).toBe('2031-02-03');
  });
});

describe('sitemapXml', () => {
  it('writes absolute addresses with the home page as the bare origin, escaping XML', () => {
    const xml = sitemapXml('https://www.gentlebowl.com/', [
      { path: '/', lastModified: '2025-10-01' },
      { path: "/blog/a&b'", lastModified: undefined },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://www.gentlebowl.com</loc><lastmod>2025-10-01</lastmod></url>');
    expect(xml).toContain('<url><loc>https://www.gentlebowl.com/blog/a&#38;b&#39;</loc></url>');
  });
});

describe('robotsTxt', () => {
  it('points crawlers at the site map and keeps them out of the API but not its images', () => {
    const robots = robotsTxt('https://www.gentlebowl.com');
    expect(robots).toContain('Sitemap: https://www.gentlebowl.com/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Allow: /api/media/');
  });
});
