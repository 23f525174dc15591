import { absoluteCanonical, absoluteUrl, formatPageTitle } from './page-meta-logic';

const origin = 'https://www.gentlebowl.com';

describe('formatPageTitle', () => {
  it("reads '{title} | {brand}'", () => {
    expect(formatPageTitle('Privacy Policy', 'Gentle Bowl')).toBe('Privacy Policy | Gentle Bowl');
  });
});

describe('absoluteCanonical', () => {
  it('places a relative path on the site origin', () => {
    expect(absoluteCanonical('/blog', origin)).toBe('https://www.gentlebowl.com/blog');
    expect(absoluteCanonical('sitemap', origin)).toBe('https://www.gentlebowl.com/sitemap');
  });

  it('removes the trailing slash', () => {
    expect(absoluteCanonical('/blog/', origin)).toBe('https://www.gentlebowl.com/blog');
    expect(absoluteCanonical('/dog-food-guides//', `${origin}/`)).toBe('https://www.gentlebowl.com/dog-food-guides');
  });

  it('maps the home page to the bare origin', () => {
    expect(absoluteCanonical('/', origin)).toBe('https://www.gentlebowl.com');
    expect(absoluteCanonical('https://www.gentlebowl.com/', origin)).toBe('https://www.gentlebowl.com');
  });

  it("normalises an absolute address on the site's own origin and drops its fragment", () => {
    expect(absoluteCanonical('https://www.gentlebowl.com/tools/#feeding-guide', origin)).toBe(
      'https://www.gentlebowl.com/tools',
    );
  });

  it('keeps the query string', () => {
    expect(absoluteCanonical('/blog?page=2', origin)).toBe('https://www.gentlebowl.com/blog?page=2');
  });

  it('keeps an address on another origin as given', () => {
    expect(absoluteCanonical('https://vet.example.org/articles/', origin)).toBe('https://vet.example.org/articles/');
  });

  it('keeps the value as given when the origin is unusable', () => {
    expect(absoluteCanonical('/blog', '')).toBe('/blog');
  });
});

describe('absoluteUrl', () => {
  it('places a share image path on the site origin and keeps other origins', () => {
    expect(absoluteUrl('/api/media/share/og/home.png', origin)).toBe('https://www.gentlebowl.com/api/media/share/og/home.png');
    expect(absoluteUrl('https://cdn.example.com/a.png', origin)).toBe('https://cdn.example.com/a.png');
  });
});
