import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/** A record of a feed with where it stands in the file, for the report ("line 4", "item 3"). */
export interface FeedRecord {
  where: string;
  values: Record<string, unknown>;
}

/** A feed file that cannot be read at all (as opposed to rows the import refuses). */
export class FeedFileError extends Error {
  override name = 'FeedFileError';
}

const FORMATS = ['.csv', '.tsv', '.json'] as const;

function csvRecords(text: string, delimiter: string): FeedRecord[] {
  let rows: { info: { lines: number }; record: Record<string, string> }[];
  try {
    rows = parse(text, { columns: true, bom: true, delimiter, skip_empty_lines: true, trim: true, info: true });
  } catch (error) {
    throw new FeedFileError(`not readable as ${delimiter === '\t' ? 'TSV' : 'CSV'}: ${(error as Error).message}`);
  }
  return rows.map(({ info, record }) => ({ where: `line ${info.lines}`, values: record }));
}

function jsonRecords(text: string): FeedRecord[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new FeedFileError(`not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(document)) throw new FeedFileError('must be a JSON array of rows (objects with the feed\'s columns as keys)');
  return document.map((item, index) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw new FeedFileError(`item ${index + 1} is not an object with the feed's columns as keys`);
    }
    return { where: `item ${index + 1}`, values: item as Record<string, unknown> };
  });
}

/**
 * The records of a feed file: CSV or TSV with a header row (as retailers and affiliate networks
 * export them), or a JSON array of objects with the same keys. The format is the file's extension.
 */
export async function readFeedFile(file: string): Promise<FeedRecord[]> {
  const extension = path.extname(file).toLowerCase();
  if (!(FORMATS as readonly string[]).includes(extension)) {
    throw new FeedFileError(`must be a .csv, .tsv or .json file, got "${path.basename(file)}"`);
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new FeedFileError(`cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const records = extension === '.json' ? jsonRecords(text) : csvRecords(text, extension === '.tsv' ? '\t' : ',');
  if (records.length === 0) throw new FeedFileError('holds no rows');
  return records;
}
