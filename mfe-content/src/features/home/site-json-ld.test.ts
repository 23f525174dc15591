import { siteJsonLd } from './site-json-ld';

describe('siteJsonLd', () => {
  it('describes the organization with its logo and the website at the bare origin, the website published by the organization', () => {
    const data = siteJsonLd({
      brandName: 'Gentle Bowl',
      siteOrigin: 'https://www.gentlebowl.com',
      contactEmail: 'hello@gentlebowl.com',
    });

    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://www.gentlebowl.com/#organization',
          name: 'Gentle Bowl',
          url: 'https://www.gentlebowl.com',
          logo: 'https://www.gentlebowl.com/api/media/brand/logo.png',
          email: 'hello@gentlebowl.com',
        },
        {
          '@type': 'WebSite',
          '@id': 'https://www.gentlebowl.com/#website',
          name: 'Gentle Bowl',
          url: 'https://www.gentlebowl.com',
          inLanguage: 'en',
          publisher: { '@id': 'https://www.gentlebowl.com/#organization' },
        },
      ],
    });
  });

  it('takes the brand and origin an operator configured', () => {
    const data = siteJsonLd({ brandName: 'Calm Tummy', siteOrigin: 'https://calm.example', contactEmail: 'hi@calm.example' });
    expect(data['@graph'].map((node) => [node.name, node.url])).toEqual([
      ['Calm Tummy', 'https://calm.example'],
      ['Calm Tummy', 'https://calm.example'],
    ]);
  });
});
