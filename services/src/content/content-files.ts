import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isoDateOf } from '@gentlebowl/contracts';
import { ContentError } from './content-error.js';
import { type ImportedFood, parseFoodCatalogue } from './food-catalogue.js';
import { type ImportedPost, linkedFoodSlugs, linkedPostSlugs, parsePostFile } from './post-file.js';

export interface SiteContent {
  posts: ImportedPost[];
  foods: ImportedFood[];
}

/**
 * Reads and validates `posts/*.md` and `foods.json` under `contentDir`. Every problem in every file is
 * collected before failing, so one run shows an editor all there is to fix.
 */
export async function readSiteContent(contentDir: string, mediaDir: string, today = isoDateOf(new Date())): Promise<SiteContent> {
  const postsDir = path.join(contentDir, 'posts');
  const foodsFile = path.join(contentDir, 'foods.json');
  const display = (file: string) => path.relative(path.dirname(contentDir), file);
  const problems: string[] = [];

  if (!existsSync(postsDir)) problems.push(`${display(postsDir)}: folder not found`);
  if (!existsSync(foodsFile)) problems.push(`${display(foodsFile)}: file not found`);
  if (problems.length > 0) throw new ContentError(problems);

  const posts: ImportedPost[] = [];
  const postFiles = (await readdir(postsDir)).filter((file) => file.endsWith('.md')).sort();
  if (postFiles.length === 0) problems.push(`${display(postsDir)}: holds no .md posts`);
  for (const file of postFiles) {
    const filePath = path.join(postsDir, file);
    try {
      posts.push(parsePostFile(display(filePath), file.slice(0, -3), await readFile(filePath, 'utf8'), mediaDir));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }

  const knownSlugs = new Set(posts.map((post) => post.slug));
  for (const post of posts) {
    for (const linked of linkedPostSlugs(post.content)) {
      if (!knownSlugs.has(linked)) problems.push(`${display(path.join(postsDir, `${post.slug}.md`))}: links to /blog/${linked}, which has no post`);
    }
  }

  let foods: ImportedFood[] = [];
  try {
    foods = parseFoodCatalogue(display(foodsFile), await readFile(foodsFile, 'utf8'), mediaDir, today);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }

  const foodSlugs = new Set(foods.map((food) => food.slug));
  for (const post of posts) {
    for (const linked of linkedFoodSlugs(post.content)) {
      if (foodSlugs.has(linked)) continue;
      const advice = /^\d+$/.test(linked)
        ? 'link a food by its slug in foods.json (/dog-food/<slug>): its id is given by the database'
        : 'which foods.json does not have';
      problems.push(`${display(path.join(postsDir, `${post.slug}.md`))}: links to /dog-food/${linked}, ${advice}`);
    }
  }

  if (problems.length > 0) throw new ContentError(problems);
  return { posts, foods };
}
