import { render } from '@testing-library/react';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import { testTheme } from '../testing/test-theme';
import { PageMeta } from './page-meta';

const config = { siteOrigin: 'https://www.gentlebowl.com' };

function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

/** The share image as previews read it: its address, its declared type and size, and X's copy. */
function shareImage() {
  return {
    url: metaContent('meta[property="og:image"]'),
    type: metaContent('meta[property="og:image:type"]'),
    width: metaContent('meta[property="og:image:width"]'),
    height: metaContent('meta[property="og:image:height"]'),
    twitterUrl: metaContent('meta[name="twitter:image"]'),
  };
}

describe('PageMeta', () => {
  it('puts the title, description, share preview and canonical link into the document head', () => {
    renderWithShellProviders(
      <PageMeta
        title="Dog Food for Sensitive Stomachs"
        description="Honest food recommendations for dogs with sensitive stomachs."
        keywords="sensitive stomach dog food, hypoallergenic dog food"
        canonical="/"
        ogImage="/api/media/posts/hypoallergenic-dog-food.svg"
      />,
      { theme: testTheme, config },
    );

    expect(document.title).toBe('Dog Food for Sensitive Stomachs | Gentle Bowl');
    expect(metaContent('meta[name="description"]')).toBe('Honest food recommendations for dogs with sensitive stomachs.');
    expect(metaContent('meta[name="keywords"]')).toBe('sensitive stomach dog food, hypoallergenic dog food');
    expect(metaContent('meta[property="og:title"]')).toBe('Dog Food for Sensitive Stomachs');
    expect(metaContent('meta[property="og:description"]')).toBe(
      'Honest food recommendations for dogs with sensitive stomachs.',
    );
    expect(metaContent('meta[property="og:type"]')).toBe('website');
    // Previews show no SVG: the page's picture is shared as the PNG card the API draws of it.
    expect(shareImage()).toEqual({
      url: 'https://www.gentlebowl.com/api/media/share/posts/hypoallergenic-dog-food.png',
      type: 'image/png',
      width: '1200',
      height: '630',
      twitterUrl: 'https://www.gentlebowl.com/api/media/share/posts/hypoallergenic-dog-food.png',
    });
    expect(metaContent('meta[property="og:url"]')).toBe('https://www.gentlebowl.com');
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.gentlebowl.com');
  });

  it('uses the explicit share-preview values, omits keywords when not given and shares the site’s image', () => {
    renderWithShellProviders(
      <PageMeta
        title="Hypoallergenic Dog Food"
        description="What hypoallergenic really means."
        canonical="/blog/hypoallergenic-dog-food/"
        ogTitle="Hypoallergenic dog food, explained"
        ogDescription="A vet-reviewed guide."
        ogType="article"
      />,
      { theme: testTheme, config: { ...config, brandName: 'Tummy Trust' } },
    );

    expect(document.title).toBe('Hypoallergenic Dog Food | Tummy Trust');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(shareImage()).toEqual({
      url: 'https://www.gentlebowl.com/api/media/share/og/home.png',
      type: 'image/png',
      width: '1200',
      height: '630',
      twitterUrl: 'https://www.gentlebowl.com/api/media/share/og/home.png',
    });
    expect(metaContent('meta[property="og:title"]')).toBe('Hypoallergenic dog food, explained');
    expect(metaContent('meta[property="og:description"]')).toBe('A vet-reviewed guide.');
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.gentlebowl.com/blog/hypoallergenic-dog-food',
    );
  });

  it('shares a raster picture as it is, without claiming a size it may not have', () => {
    renderWithShellProviders(
      <PageMeta title="About" description="Who we are." canonical="/about" ogImage="/api/media/brand/logo.png" />,
      { theme: testTheme, config },
    );
    expect(shareImage()).toEqual({
      url: 'https://www.gentlebowl.com/api/media/brand/logo.png',
      type: undefined,
      width: undefined,
      height: undefined,
      twitterUrl: 'https://www.gentlebowl.com/api/media/brand/logo.png',
    });
  });

  it("builds the canonical link on the page's own origin when none is configured", () => {
    render(<PageMeta title="Site Map" description="Every page." canonical="/sitemap/" />);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/sitemap`,
    );
  });

  it('asks search engines not to index a page that says noindex, which has no canonical link', () => {
    const { rerender } = render(<PageMeta title="Page Not Found" description="No such page." noindex />);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();

    rerender(<PageMeta title="Blog" description="Articles." canonical="/blog" />);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
