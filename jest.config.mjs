// Every workspace's jest suite in one run (npm test); each workspace also runs alone with
// `npx jest -c <workspace>/jest.config.mjs`.
import { existsSync } from 'node:fs';

const workspaces = [
  'packages/contracts',
  'packages/config',
  'packages/routes',
  'packages/router',
  'packages/mf-config',
  'packages/serve',
  'packages/ui',
  'packages/platform',
  'services',
  'shell',
  'mfe-content',
  'mfe-selector',
  'mfe-tools',
  'ops',
];

export default {
  projects: workspaces.filter((folder) => existsSync(`${folder}/jest.config.mjs`)).map((folder) => `<rootDir>/${folder}/jest.config.mjs`),
};
