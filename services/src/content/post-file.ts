import { blogCategoryValues, keepRangesTogetherInHtml, postHtmlPolicy } from '@gentlebowl/contracts';
import matter from 'gray-matter';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { ContentError, describeIssues } from './content-error.js';
import { mediaUrl } from './media-url.js';

export interface ImportedPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: string;
  tags: string[];
  readTime: number;
  publishedAt: string;
  metaDescription: string;
  metaKeywords: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

function frontMatterSchema(mediaDir: string) {
  return z.strictObject({
    title: text(200),
    slug: z.string().regex(SLUG, 'must be lower-case words joined by hyphens'),
    excerpt: text(500),
    category: z.enum(blogCategoryValues, { error: `must be one of ${blogCategoryValues.join(', ')}` }),
    tags: z.array(text(60)).min(1, 'needs at least one tag').max(12, 'at most 12 tags'),
    readTime: z.number().int('must be whole minutes').min(1).max(120),
    // YAML turns an unquoted date into a Date; quoted or not, the post keeps the ISO day.
    publishedAt: z
      .union([z.date().transform((date) => date.toISOString().slice(0, 10)), z.string().trim()])
      .refine((day) => ISO_DATE.test(day) && !Number.isNaN(Date.parse(day)), 'must be a date written YYYY-MM-DD'),
    metaDescription: text(320),
    metaKeywords: z.union([text(500), z.array(text(60)).min(1).transform((words) => words.join(', '))]),
    imageUrl: mediaUrl(mediaDir),
  });
}

const markdown = new Marked({ gfm: true, async: false });

/** Markdown -> HTML limited to what an article needs (the contracts' post HTML policy), no range
 * of figures ("24-48 hours") split across lines. */
export function renderPostBody(source: string): string {
  return keepRangesTogetherInHtml(sanitizeHtml(markdown.parse(source, { async: false }), postHtmlPolicy).trim());
}

/** Site-internal blog links in a rendered body, so the importer can reject links to missing posts. */
export function linkedPostSlugs(html: string): string[] {
  return [...html.matchAll(/href="\/blog\/([^"#?/]+)/g)].map((match) => match[1] as string);
}

/**
 * A post names a catalogue food by its slug, the catalogue's stable key: `[name](/dog-food/<slug>)`.
 * A food's page is addressed by the id the database gives it, which an editor cannot know and which
 * differs between databases, so the import writes the id in (`linkFoodsById`) once the foods are in.
 */
const FOOD_LINK = /href="\/dog-food\/([^"#?/]+)/g;

/** The food slugs a rendered body links to, so the importer can reject links to foods it does not have. */
export function linkedFoodSlugs(html: string): string[] {
  return [...html.matchAll(FOOD_LINK)].map((match) => match[1] as string);
}

/** The body with each food link's slug replaced by the food's id; every slug must be known. */
export function linkFoodsById(html: string, idBySlug: ReadonlyMap<string, number>): string {
  return html.replace(FOOD_LINK, (_link, slug: string) => {
    const id = idBySlug.get(slug);
    if (id === undefined) throw new Error(`A post links to the food "${slug}", which the catalogue does not have`);
    return `href="/dog-food/${id}`;
  });
}

/**
 * Parses one `posts/<slug>.md` file. Throws a ContentError naming the file and every field at fault.
 */
export function parsePostFile(displayPath: string, fileSlug: string, source: string, mediaDir: string): ImportedPost {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An options object bypasses gray-matter's cache, which would hand back a stale object on re-import.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentError([`${displayPath}: front matter is not valid YAML (${(error as Error).message})`]);
  }
  const frontMatter = frontMatterSchema(mediaDir).safeParse(parsed.data);
  if (!frontMatter.success) {
    throw new ContentError(describeIssues(frontMatter.error).map((line) => `${displayPath}: ${line}`));
  }
  if (frontMatter.data.slug !== fileSlug) {
    throw new ContentError([`${displayPath}: slug "${frontMatter.data.slug}" must match the file name "${fileSlug}"`]);
  }
  const content = renderPostBody(parsed.content);
  if (content.length === 0) throw new ContentError([`${displayPath}: the post has no body`]);
  return { ...frontMatter.data, content };
}
