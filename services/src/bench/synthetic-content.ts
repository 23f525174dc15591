import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportedFood } from '../content/food-catalogue.js';
import { catalogueFileOf } from './synthetic-catalogue.js';

export interface SyntheticContentDir {
  /** A content folder for CONTENT_DIR or `startTestApp({ contentDir })`. */
  dir: string;
  remove(): Promise<void>;
}

/** A post's markdown link to a catalogue food, `[name](/dog-food/<slug>)` (see post-file.ts). */
const FOOD_LINK_MARKDOWN = /\[([^\]]*)\]\(\/dog-food\/[^)]*\)/g;

/**
 * A content folder holding `foods` as its foods.json, the real content's media (linked, not copied)
 * and the real posts with their links to foods turned into the foods' plain names (they name the real
 * catalogue's foods, which a synthetic one does not have), so the API's own import, with every check
 * it makes, loads a synthetic catalogue.
 */
export async function writeSyntheticContentDir(foods: readonly ImportedFood[], realContentDir: string): Promise<SyntheticContentDir> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-synthetic-content-'));
  await symlink(path.join(realContentDir, 'media'), path.join(dir, 'media'), 'dir');
  await mkdir(path.join(dir, 'posts'));
  for (const file of await readdir(path.join(realContentDir, 'posts'))) {
    const post = await readFile(path.join(realContentDir, 'posts', file), 'utf8');
    await writeFile(path.join(dir, 'posts', file), post.replace(FOOD_LINK_MARKDOWN, '$1'));
  }
  await writeFile(path.join(dir, 'foods.json'), catalogueFileOf(foods));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
