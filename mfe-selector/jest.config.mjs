import { jestConfig } from '../jest.base.mjs';

export default jestConfig({
  displayName: 'mfe-selector',
  environment: 'jsdom',
  setupFiles: ['<rootDir>/../jest.setup.remote.ts'],
});
