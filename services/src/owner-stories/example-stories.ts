import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { breedValues, type ExampleOwnerStory } from '@gentlebowl/contracts';
import { z } from 'zod';
import { ContentError, describeIssues } from '../content/content-error.js';
import { mediaUrl } from '../content/media-url.js';

/** The example stories of a fresh install (the spec's three testimonials), beside the other content. */
export const EXAMPLE_STORIES_FILE = 'example-stories.json';

const words = z.string().trim().min(1);

function exampleStoriesSchema(mediaDir: string) {
  return z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and -'),
      story: words,
      author: words,
      location: words,
      rating: z.number().min(0).max(5).multipleOf(0.5, 'must be a whole or half star'),
      authorImage: mediaUrl(mediaDir),
      dogName: words,
      dogPhoto: mediaUrl(mediaDir),
      dogBreed: z.enum(breedValues),
    }),
  );
}

/**
 * The example stories in `contentDir`, checked as strictly as the rest of the content (each field
 * named with its problem, every picture present in `mediaDir`); none when the file is not there.
 */
export async function readExampleStories(contentDir: string, mediaDir: string): Promise<ExampleOwnerStory[]> {
  const file = path.join(contentDir, EXAMPLE_STORIES_FILE);
  if (!existsSync(file)) return [];
  const display = path.relative(path.dirname(contentDir), file);
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentError([`${display}: not valid JSON (${error instanceof Error ? error.message : String(error)})`]);
  }
  const result = exampleStoriesSchema(mediaDir).safeParse(data);
  if (!result.success) throw new ContentError(describeIssues(result.error).map((problem) => `${display}: ${problem}`));
  return result.data.map((story) => ({ kind: 'example', ...story }));
}
