// One jest configuration shape for every workspace: swc transpiles TypeScript (including Nest's
// decorator metadata), workspace packages resolve to their TypeScript source, and the ESM-only
// NestJS packages are transformed too.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(fileURLToPath(import.meta.url));

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {{ displayName: string, environment?: 'node' | 'jsdom', setupFiles?: string[], slowTests?: boolean }} options
 * jsdom workspaces get the shared DOM setup (jest-dom matchers and the browser APIs jsdom lacks);
 * `slowTests` raises the per-test limit to 60 s for suites that start servers or builds.
 * @returns {import('jest').Config}
 */
export function jestConfig({ displayName, environment = 'node', setupFiles = [], slowTests = false }) {
  const domSetup = environment === 'jsdom' ? [path.join(root, 'jest.setup.dom.ts')] : [];
  const slowSetup = slowTests ? [path.join(root, 'jest.setup.slow.ts')] : [];
  return {
    displayName,
    testEnvironment: environment,
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform },
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@module-federation)/)'],
    moduleNameMapper: {
      '^@gentlebowl/contracts$': path.join(root, 'packages/contracts/src/index.ts'),
      '^@gentlebowl/contracts/testing$': path.join(root, 'packages/contracts/src/testing/index.ts'),
      '^@gentlebowl/config$': path.join(root, 'packages/config/src/configuration.ts'),
      '^@gentlebowl/routes$': path.join(root, 'packages/routes/src/index.ts'),
      '^@gentlebowl/serve$': path.join(root, 'packages/serve/src/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: [...domSetup, ...slowSetup, ...setupFiles],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-'],
    testMatch: ['**/?(*.)test.ts?(x)', '**/?(*.)spec.ts?(x)'],
  };
}
