import { postHtmlPolicy } from '@gentlebowl/contracts';
import sanitizeHtml from 'sanitize-html';
import path from 'node:path';
import { FIXTURE_CONTENT_DIR } from '../../test/test-app.js';
import { ContentError } from './content-error.js';
import { linkedPostSlugs, parsePostFile, renderPostBody } from './post-file.js';

const mediaDir = path.join(FIXTURE_CONTENT_DIR, 'media');

const frontMatter = (fields: Record<string, string>) => {
  const defaults: Record<string, string> = {
    title: '"Gut Health 101"',
    slug: '"gut-health-101"',
    excerpt: '"Short and useful."',
    category: '"Health"',
    tags: '["Digestive Health"]',
    readTime: '4',
    publishedAt: '"2025-01-31"',
    metaDescription: '"About gut health."',
    metaKeywords: '"gut health"',
    imageUrl: '"/api/media/posts/reading-labels.svg"',
  };
  const lines = Object.entries({ ...defaults, ...fields })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\nBody text.\n`;
};

function problemsOf(source: string, fileSlug = 'gut-health-101'): string[] {
  try {
    parsePostFile('content/posts/gut-health-101.md', fileSlug, source, mediaDir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe('parsePostFile', () => {
  it('reads the front matter and renders the body', () => {
    const post = parsePostFile('posts/gut-health-101.md', 'gut-health-101', frontMatter({}), mediaDir);
    expect(post).toMatchObject({ slug: 'gut-health-101', readTime: 4, publishedAt: '2025-01-31', content: '<p>Body text.</p>' });
  });

  it('keeps an unquoted YAML date as the ISO day', () => {
    const post = parsePostFile('posts/x.md', 'gut-health-101', frontMatter({ publishedAt: '2025-01-31' }), mediaDir);
    expect(post.publishedAt).toBe('2025-01-31');
  });

  it('joins keyword lists', () => {
    const post = parsePostFile('posts/x.md', 'gut-health-101', frontMatter({ metaKeywords: '["a", "b"]' }), mediaDir);
    expect(post.metaKeywords).toBe('a, b');
  });

  it.each([
    [{ category: '"Gossip"' }, 'category: must be one of Nutrition, Health, Recipes, Education'],
    [{ readTime: '"four"' }, 'readTime: Invalid input: expected number, received string'],
    [{ publishedAt: '"31/01/2025"' }, 'publishedAt: must be a date written YYYY-MM-DD'],
    [{ imageUrl: '"https://cdn.example.com/a.jpg"' }, 'imageUrl: must be /api/media/<folder>/<file> with an image extension'],
    [{ imageUrl: '"/api/media/posts/missing.svg"' }, 'imageUrl: no such file in the media folder'],
    [{ title: '' }, 'title: Invalid input: expected string, received undefined'],
    [{ tags: '[]' }, 'tags: needs at least one tag'],
    [{ autor: '"typo"' }, '(whole record): Unrecognized key: "autor"'],
  ])('names the file and field for %j', (fields, problem) => {
    expect(problemsOf(frontMatter(fields))).toEqual([`content/posts/gut-health-101.md: ${problem}`]);
  });

  it('requires the slug to match the file name', () => {
    expect(problemsOf(frontMatter({}), 'another-name')).toEqual([
      'content/posts/gut-health-101.md: slug "gut-health-101" must match the file name "another-name"',
    ]);
  });

  it('reports YAML that does not parse', () => {
    expect(problemsOf('---\ntitle: [unclosed\n---\nBody')[0]).toMatch(
      /^content\/posts\/gut-health-101\.md: front matter is not valid YAML/,
    );
  });
});

describe('renderPostBody', () => {
  it('removes scripts, event handlers, inline styles and javascript links', () => {
    const html = renderPostBody(
      '<script>steal()</script>\n\n<p style="color:red" onclick="steal()">Hi</p>\n\n[x](javascript:steal()) <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onclick|style=|javascript:|iframe/);
    expect(html).toContain('<p>Hi</p>');
  });

  it('keeps headings, lists, tables and emphasis', () => {
    const html = renderPostBody('## Title\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n*soft*');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<em>soft</em>');
  });

  it('keeps each range of figures on one line, also when the sanitizer reads the body again', () => {
    const html = renderPostBody('Call your vet if it lasts more than 24-48 hours.\n\n<span class="promo">1-2</span>');
    expect(html).toBe('<p>Call your vet if it lasts more than <span class="unbroken">24-48</span> hours.</p>\n<p><span><span class="unbroken">1-2</span></span></p>');
    expect(sanitizeHtml(html, postHtmlPolicy)).toBe(html);
  });

  it('finds the blog posts a body links to', () => {
    expect(linkedPostSlugs('<a href="/blog/a">A</a> <a href="/blog/b#part">B</a> <a href="/tools">T</a>')).toEqual(['a', 'b']);
  });
});
