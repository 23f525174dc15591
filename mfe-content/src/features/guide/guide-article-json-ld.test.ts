import { guideArticleJsonLd } from './guide-article-json-ld';

describe('guideArticleJsonLd', () => {
  it('describes the guide as an Article by the site, with absolute addresses on the site origin', () => {
    const data = guideArticleJsonLd(
      { headline: 'Sensitive Stomach Guide for Dogs', description: 'How to feed a dog with a sensitive stomach.' },
      { siteOrigin: 'https://www.gentlebowl.com', brandName: 'Gentle Bowl' },
    );

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Sensitive Stomach Guide for Dogs',
      description: 'How to feed a dog with a sensitive stomach.',
      author: { '@type': 'Organization', name: 'Gentle Bowl', url: 'https://www.gentlebowl.com' },
      publisher: { '@type': 'Organization', name: 'Gentle Bowl', url: 'https://www.gentlebowl.com' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.gentlebowl.com/sensitive-stomach-guide' },
    });
  });
});
