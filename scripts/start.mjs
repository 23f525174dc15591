// npm start: build what is stale, then serve the whole site (the API on an embedded PostgreSQL
// unless DATABASE_URL is set) until Ctrl-C. A process that crashes is restarted; one that keeps
// crashing stops the site with exit code 1.
import { buildStale } from './lib/build.mjs';
import { mailboxAddress, portsFromEnvironment, startStack, usesLocalMailbox } from './lib/stack.mjs';

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
  stack = await startStack(ports, {
    onGiveUp: (name) => {
      console.error(`${name} keeps crashing; stopping the site.`);
      void shutDown(1);
    },
  });
} catch (error) {
  console.error(`Could not start the site: ${error.message}`);
  process.exit(1);
}

if (usesLocalMailbox()) {
  console.log(`\nMail the site sends (no SMTP_URL set) lands in the local mailbox: ${mailboxAddress(ports)}`);
}
console.log(`\nThe site is running at http://localhost:${ports.shell}  (Ctrl-C stops it)\n`);
