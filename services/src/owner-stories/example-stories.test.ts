import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REAL_CONTENT_DIR } from '../../test/test-app.js';
import { readExampleStories } from './example-stories.js';

const REAL_MEDIA_DIR = path.join(REAL_CONTENT_DIR, 'media');

describe('the example stories', () => {
  it("are the spec's three testimonials, rated 5, 5 and 4.5, each marked as an example", async () => {
    const stories = await readExampleStories(REAL_CONTENT_DIR, REAL_MEDIA_DIR);
    expect(stories.map((story) => [story.kind, story.author, story.rating])).toEqual([
      ['example', 'Megan R.', 5],
      ['example', 'Daniel K.', 5],
      ['example', 'Aisha B.', 4.5],
    ]);
  });

  describe('in a content folder of their own', () => {
    let folder: string;
    beforeEach(async () => {
      folder = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-examples-'));
    });
    afterEach(() => rm(folder, { recursive: true, force: true }));

    it('are none when the file is not there', async () => {
      await expect(readExampleStories(folder, REAL_MEDIA_DIR)).resolves.toEqual([]);
    });

    it('name the field at fault: a rating that is no half star, a picture that is missing, an unknown breed', async () => {
      const [valid] = await readExampleStories(REAL_CONTENT_DIR, REAL_MEDIA_DIR);
      const { kind: _kind, ...record } = valid!;
      await writeFile(
        path.join(folder, 'example-stories.json'),
        JSON.stringify([{ ...record, rating: 4.2, dogPhoto: '/api/media/testimonials/no-such-dog.svg', dogBreed: 'wolf' }]),
      );
      const reading = readExampleStories(folder, REAL_MEDIA_DIR);
      await expect(reading).rejects.toThrow(/example-stories\.json: 0\.rating: must be a whole or half star/);
      await expect(readExampleStories(folder, REAL_MEDIA_DIR)).rejects.toThrow(/0\.dogPhoto: no such file in the media folder/);
      await expect(readExampleStories(folder, REAL_MEDIA_DIR)).rejects.toThrow(/0\.dogBreed: /);
    });

    it('refuse a file that is not JSON', async () => {
      await writeFile(path.join(folder, 'example-stories.json'), '[{"id": ');
      await expect(readExampleStories(folder, REAL_MEDIA_DIR)).rejects.toThrow(/example-stories\.json: not valid JSON/);
    });
  });
});
