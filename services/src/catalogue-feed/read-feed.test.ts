import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FeedFileError, readFeedFile } from './read-feed.js';

describe('readFeedFile', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-feed-files-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const file = async (name: string, text: string) => {
    const written = path.join(folder, name);
    await writeFile(written, text);
    return written;
  };

  it('reads CSV with a header row, quoted commas and line breaks, naming each record by its line', async () => {
    const csv = '\ufefffood,retailer,title\nsalmon,Chewy,"Salmon, 30 lb"\n\ncod,Petco,"Cod\nrecipe"\nlamb,Chewy,Lamb\n';
    expect(await readFeedFile(await file('feed.csv', csv))).toEqual([
      { where: 'line 2', values: { food: 'salmon', retailer: 'Chewy', title: 'Salmon, 30 lb' } },
      { where: 'line 5', values: { food: 'cod', retailer: 'Petco', title: 'Cod\nrecipe' } },
      { where: 'line 6', values: { food: 'lamb', retailer: 'Chewy', title: 'Lamb' } },
    ]);
  });

  it('reads TSV and a JSON array of rows', async () => {
    expect(await readFeedFile(await file('feed.tsv', 'food\tretailer\nsalmon\tChewy\n'))).toEqual([{ where: 'line 2', values: { food: 'salmon', retailer: 'Chewy' } }]);
    expect(await readFeedFile(await file('feed.json', '[{"food": "salmon", "price": 71.99}]'))).toEqual([
      { where: 'item 1', values: { food: 'salmon', price: 71.99 } },
    ]);
  });

  it.each([
    ['feed.xml', '<rss/>', 'must be a .csv, .tsv or .json file, got "feed.xml"'],
    ['empty.csv', 'food,retailer\n', 'holds no rows'],
    ['broken.json', '{', 'not valid JSON'],
    ['object.json', '{"items": []}', "must be a JSON array of rows (objects with the feed's columns as keys)"],
    ['ragged.csv', 'food,retailer\nsalmon,Chewy,extra\n', 'not readable as CSV'],
  ])('refuses %s with a clear reason', async (name, text, reason) => {
    const read = readFeedFile(await file(name, text));
    await expect(read).rejects.toBeInstanceOf(FeedFileError);
    await expect(read).rejects.toThrow(reason);
  });

  it('says when the file cannot be read at all', async () => {
    await expect(readFeedFile(path.join(folder, 'missing.csv'))).rejects.toThrow('cannot be read: ENOENT');
  });
});
