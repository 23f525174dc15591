import { routeById } from '@gentlebowl/routes';
import { guideArticleJsonLd } from './guide-article-json-ld';

describe('guideArticleJsonLd', () => {
  it('describes the guide as an Article by the site, with its picture and dates, and absolute addresses on the site origin', () => {
    const data = guideArticleJsonLd(
      {
        headline: 'Sensitive Stomach Guide for Dogs',
        description: 'How to feed a dog with a sensitive stomach.',
        imageUrl: '/api/media/guides/sensitive-stomach-guide.svg',
      },
      { siteOrigin: 'https://www.gentlebowl.com', brandName: 'Gentle Bowl' },
    );

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Sensitive Stomach Guide for Dogs',
      description: 'How to feed a dog with a sensitive stomach.',
      image: 'https://www.gentlebowl.com/api/media/guides/sensitive-stomach-guide.svg',
      // The dates the route catalogue gives the guide's text, which /sitemap.xml reads too.
      datePublished: routeById('sensitive-stomach-guide').published,
      dateModified: routeById('sensitive-stomach-guide').lastModified,
      author: { '@type': 'Organization', name: 'Gentle Bowl', url: 'https://www.gentlebowl.com' },
      publisher: { '@type': 'Organization', name: 'Gentle Bowl', url: 'https://www.gentlebowl.com' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.gentlebowl.com/sensitive-stomach-guide' },
    });
  });

  it('is dated: the guide published before (or when) it was last changed', () => {
    const { datePublished, dateModified } = guideArticleJsonLd(
      { headline: 'Guide', description: 'About it.', imageUrl: '/api/media/guides/sensitive-stomach-guide.svg' },
      { siteOrigin: 'https://www.gentlebowl.com', brandName: 'Gentle Bowl' },
    );
    expect(datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dateModified >= datePublished).toBe(true);
  });
});
