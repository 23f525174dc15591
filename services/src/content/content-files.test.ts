import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT_DIR } from '../../test/test-app.js';
import { ContentError } from './content-error.js';
import { readSiteContent } from './content-files.js';

describe('readSiteContent', () => {
  let contentDir: string;

  beforeEach(async () => {
    contentDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-files-')), 'content');
    await cp(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
  });
  afterEach(() => rm(path.dirname(contentDir), { recursive: true, force: true }));

  const read = () => readSiteContent(contentDir, path.join(contentDir, 'media'));

  it('reads every post and food', async () => {
    const content = await read();
    expect(content.posts.map((post) => post.slug)).toEqual(['bland-diet-basics', 'gentle-transitions', 'reading-labels']);
    expect(content.foods).toHaveLength(9);
  });

  it('collects the problems of every file before failing', async () => {
    await writeFile(path.join(contentDir, 'posts', 'reading-labels.md'), '---\ntitle: "Only a title"\n---\nBody');
    await writeFile(path.join(contentDir, 'foods.json'), '{"sampleData": false, "foods": [{"slug": "x"}]}');
    const error = await read().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems.some((problem) => problem.startsWith('content/posts/reading-labels.md: slug'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('content/foods.json: food 1 ("x"): name'))).toBe(true);
    expect((error as ContentError).message).toMatch(/^Content import failed:\n {2}- content\//);
  });

  it('rejects a link to a post that does not exist', async () => {
    await rm(path.join(contentDir, 'posts', 'reading-labels.md'));
    await expect(read()).rejects.toThrow(
      'content/posts/gentle-transitions.md: links to /blog/reading-labels, which has no post',
    );
  });

  it('rejects a link to a food the catalogue does not have, and a food linked by id rather than slug', async () => {
    const post = path.join(contentDir, 'posts', 'reading-labels.md');
    const source = await readFile(post, 'utf8');
    await writeFile(post, `${source}\nSee [a food](/dog-food/no-such-food) and [another](/dog-food/7).\n`);
    const error = (await read().catch((caught: unknown) => caught)) as ContentError;
    expect(error.problems).toEqual([
      'content/posts/reading-labels.md: links to /dog-food/no-such-food, which foods.json does not have',
      'content/posts/reading-labels.md: links to /dog-food/7, link a food by its slug in foods.json (/dog-food/<slug>): its id is given by the database',
    ]);
  });

  it('reports a missing folder or file', async () => {
    await rm(path.join(contentDir, 'foods.json'));
    await expect(read()).rejects.toThrow('content/foods.json: file not found');
  });
});
