import { sanitizePostBody } from './sanitize-post-body';

describe('sanitizePostBody', () => {
  it('keeps article markup, internal links and images', () => {
    const html =
      '<h2>First, Rule Out an Emergency</h2><p>See <a href="/blog/best-dog-food-for-diarrhea">our guide</a>.</p>' +
      '<ul><li><strong>Blood</strong> in stool</li></ul><img src="/api/media/posts/x.svg" alt="A bowl">';
    expect(sanitizePostBody(html)).toBe(
      '<h2>First, Rule Out an Emergency</h2><p>See <a href="/blog/best-dog-food-for-diarrhea">our guide</a>.</p>' +
        '<ul><li><strong>Blood</strong> in stool</li></ul><img src="/api/media/posts/x.svg" alt="A bowl" loading="lazy" />',
    );
  });

  it('removes script elements and their content', () => {
    const clean = sanitizePostBody('<p>Feed small meals.</p><script>alert("x")</script>');
    expect(clean).toBe('<p>Feed small meals.</p>');
  });

  it('removes event handler attributes', () => {
    const clean = sanitizePostBody('<p onclick="steal()">Hi</p><img src="/a.svg" onerror="steal()" alt="">');
    expect(clean).not.toMatch(/onclick|onerror|steal/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('drops javascript: links but keeps the link text', () => {
    const clean = sanitizePostBody('<a href="javascript:steal()">Click</a>');
    expect(clean).not.toContain('javascript');
    expect(clean).toContain('Click');
  });

  it('drops styles, frames and forms', () => {
    const clean = sanitizePostBody(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><form><input></form><p style="color:red">Text</p>',
    );
    expect(clean).toBe('<p>Text</p>');
  });

  it('opens external links in a new tab without handing over the page', () => {
    expect(sanitizePostBody('<a href="https://www.aafco.org/">AAFCO</a>')).toBe(
      '<a href="https://www.aafco.org/" rel="noopener noreferrer" target="_blank">AAFCO</a>',
    );
  });
});
