// npm start: build what is stale, then serve the whole site (the API on an embedded PostgreSQL
// unless DATABASE_URL is set) until Ctrl-C.
import { buildStale } from './lib/build.mjs';
import { portsFromEnvironment, startStack } from './lib/stack.mjs';

const skipBuild = process.argv.includes('--no-build');
const ports = portsFromEnvironment();

if (!skipBuild) await buildStale();

let stack;
let stopping = false;
async function shutDown(exitCode) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack?.stop();
  process.exit(exitCode);
}
process.on('SIGINT', () => shutDown(0));
process.on('SIGTERM', () => shutDown(0));

try {
  stack = await startStack(ports);
} catch (error) {
  console.error(`Could not start the site: ${error.message}`);
  process.exit(1);
}

for (const handle of stack.handles) {
  handle.exited.then((code) => {
    if (stopping) return;
    console.error(`${handle.name} stopped unexpectedly (${code}); stopping the site.`);
    void shutDown(1);
  });
}

console.log(`\nThe site is running at http://localhost:${ports.shell}  (Ctrl-C stops it)\n`);
