import { AFFILIATE_LINK_REL, affiliateHref, buildAffiliateUrl, DEFAULT_PARTNER_CODE } from './affiliate-url';

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

function param(url: string, name: string): string | null {
  return new URL(url).searchParams.get(name);
}

describe('buildAffiliateUrl', () => {
  it.each([
    'https://www.amazon.com/s?k=sensitive+stomach+dog+food',
    'https://amazon.com/dp/B00ABC1234',
    'https://www.amazon.co.uk/dp/B00ABC1234',
    'https://smile.amazon.com/dp/B00ABC1234',
    'https://www.amazon.de/dp/B00ABC1234',
    'https://www.amazon.com.au/dp/B00ABC1234',
    'https://amzn.to/3xYzAbC',
  ])('adds tag=<code>-20 to the Amazon address %s', (url) => {
    const built = buildAffiliateUrl(url, 'gentlebowl');
    expect(param(built, 'tag')).toBe('gentlebowl-20');
    expect(param(built, 'ref')).toBeNull();
  });

  it('keeps the existing Amazon query and replaces a foreign tag', () => {
    const built = buildAffiliateUrl('https://www.amazon.com/s?k=salmon+dog+food&tag=someoneelse-20', 'gentlebowl');
    expect(param(built, 'k')).toBe('salmon dog food');
    expect(new URL(built).searchParams.getAll('tag')).toEqual(['gentlebowl-20']);
  });

  it.each(['https://www.chewy.com/s?query=sensitive%20stomach', 'https://chewy.com/dp/12345'])(
    'adds partner=<code> to the Chewy address %s',
    (url) => {
      const built = buildAffiliateUrl(url, 'gentlebowl');
      expect(param(built, 'partner')).toBe('gentlebowl');
      expect(param(built, 'tag')).toBeNull();
    },
  );

  it.each([
    'https://www.petco.com/shop/en/petcostore/search?query=sensitive+stomach',
    'https://www.purina.com/dogs/dog-food/pro-plan',
    // Look-alike hosts are not Amazon or Chewy.
    'https://notamazon.com/deal',
    'https://amazon.example-shop.net/deal',
    'https://www.notchewy.com/deal',
  ])('adds ref=<code> to any other address %s', (url) => {
    const built = buildAffiliateUrl(url, 'gentlebowl');
    expect(param(built, 'ref')).toBe('gentlebowl');
    expect(param(built, 'tag')).toBeNull();
    expect(param(built, 'partner')).toBeNull();
  });

  it('keeps the existing query of other retailers', () => {
    expect(buildAffiliateUrl('https://www.petco.com/search?query=lamb&page=2', 'gb')).toBe(
      'https://www.petco.com/search?query=lamb&page=2&ref=gb',
    );
  });

  it('uses the default partner code when none is given', () => {
    expect(DEFAULT_PARTNER_CODE).toBe('gentlebowl');
    expect(param(buildAffiliateUrl('https://www.amazon.com/dp/B00ABC1234'), 'tag')).toBe('gentlebowl-20');
  });

  it.each(['not a url', '/relative/path', 'javascript:alert(1)'])(
    'logs the error and returns %s unchanged when it cannot be used',
    (url) => {
      expect(buildAffiliateUrl(url, 'gentlebowl')).toBe(url);
      expect(consoleError).toHaveBeenCalledWith('affiliate_url_build_failed', {
        url,
        error: expect.any(String),
      });
    },
  );
});

describe('affiliateHref', () => {
  it('prefers a stored affiliate address verbatim', () => {
    expect(
      affiliateHref(
        { affiliateUrl: 'https://www.amazon.com/dp/B0?tag=partner-20', whereToBuyUrl: 'https://www.chewy.com/x' },
        'gentlebowl',
      ),
    ).toBe('https://www.amazon.com/dp/B0?tag=partner-20');
  });

  it('otherwise builds from the retailer address', () => {
    expect(affiliateHref({ affiliateUrl: null, whereToBuyUrl: 'https://www.chewy.com/dp/1' }, 'gentlebowl')).toBe(
      'https://www.chewy.com/dp/1?partner=gentlebowl',
    );
  });

  it('returns null when there is no address at all', () => {
    expect(affiliateHref({ affiliateUrl: null, whereToBuyUrl: null }, 'gentlebowl')).toBeNull();
    expect(affiliateHref({}, 'gentlebowl')).toBeNull();
  });
});

describe('AFFILIATE_LINK_REL', () => {
  it('marks links as sponsored, not followed and without opener', () => {
    expect(AFFILIATE_LINK_REL).toBe('sponsored nofollow noopener');
  });
});
