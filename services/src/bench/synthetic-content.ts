import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportedFood } from '../content/food-catalogue.js';

export interface SyntheticContentDir {
  /** A content folder for CONTENT_DIR or `startTestApp({ contentDir })`. */
  dir: string;
  remove(): Promise<void>;
}

/**
 * A content folder holding `foods` as its foods.json beside the real content's posts and media (linked,
 * not copied), so the API's own import, with every check it makes, loads a synthetic catalogue.
 */
export async function writeSyntheticContentDir(foods: readonly ImportedFood[], realContentDir: string): Promise<SyntheticContentDir> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-synthetic-content-'));
  await symlink(path.join(realContentDir, 'posts'), path.join(dir, 'posts'), 'dir');
  await symlink(path.join(realContentDir, 'media'), path.join(dir, 'media'), 'dir');
  await writeFile(path.join(dir, 'foods.json'), JSON.stringify(foods));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
