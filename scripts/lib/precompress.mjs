// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a built folder,
// once at build time and at the highest levels, so the static servers send compressed files with
// their length and spend no CPU compressing (@fastify/static's `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml)$/i;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressibleFiles(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompressFile(file) {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: 9 }),
  ]);
  if (br.length < original.length) await writeFile(`${file}.br`, br);
  if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
}

/** Precompresses every compressible file below `folder`, a few at a time. */
export async function precompressFolder(folder) {
  const queue = await compressibleFiles(folder);
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) await precompressFile(file);
  };
  await Promise.all([worker(), worker(), worker()]);
}
