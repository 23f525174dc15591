// What `npm start` and the e2e suite build, in dependency order, which folders each build reads
// (a change anywhere in them makes the build stale), and which builds are folders the static
// servers serve (those get precompressed copies of their files).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './paths.mjs';

const FRONTEND_INPUTS = ['packages/contracts', 'packages/routes', 'packages/ui', 'packages/router', 'packages/platform', 'packages/mf-config'];

const ALL_TARGETS = [
  { name: 'contracts', workspace: 'packages/contracts', inputs: ['packages/contracts'], stampDir: 'packages/contracts/dist' },
  { name: 'config', workspace: 'packages/config', inputs: ['packages/config'], stampDir: 'packages/config/dist' },
  { name: 'routes', workspace: 'packages/routes', inputs: ['packages/routes'], stampDir: 'packages/routes/dist' },
  { name: 'serve', workspace: 'packages/serve', inputs: ['packages/serve'], stampDir: 'packages/serve/dist' },
  { name: 'services', workspace: 'services', inputs: ['services', 'packages/contracts', 'packages/config'], stampDir: 'services/dist' },
  { name: 'shell', workspace: 'shell', inputs: ['shell', 'packages/serve', ...FRONTEND_INPUTS], stampDir: 'shell/dist', served: true },
  { name: 'mfe-content', workspace: 'mfe-content', inputs: ['mfe-content', ...FRONTEND_INPUTS], stampDir: 'mfe-content/dist', served: true },
  { name: 'mfe-selector', workspace: 'mfe-selector', inputs: ['mfe-selector', ...FRONTEND_INPUTS], stampDir: 'mfe-selector/dist', served: true },
  { name: 'mfe-tools', workspace: 'mfe-tools', inputs: ['mfe-tools', ...FRONTEND_INPUTS], stampDir: 'mfe-tools/dist', served: true },
];

/** The targets whose workspace exists in this checkout (remotes arrive one issue at a time). */
export function buildTargets() {
  return ALL_TARGETS.filter((target) => existsSync(path.join(repositoryRoot, target.workspace, 'package.json')));
}
