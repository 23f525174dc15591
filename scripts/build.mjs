// npm run build: build every part that is stale (--force rebuilds everything).
import { buildStale } from './lib/build.mjs';

await buildStale({ force: process.argv.includes('--force') });
