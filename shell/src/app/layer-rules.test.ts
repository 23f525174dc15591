/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The layer rules in biome.json (the shell composes remotes only at run time): an import that
// breaks a layer fails `npm run lint`, which `npm test` runs.
const repositoryRoot = path.resolve(__dirname, '../../..');
const biome = path.join(repositoryRoot, 'node_modules/.bin/biome');

/** Lints a one-import module placed in `folder`, as if a team had written it there. */
function lintImport(folder: string, specifier: string) {
  const directory = mkdtempSync(path.join(repositoryRoot, folder, 'layer-check-'));
  try {
    const file = path.join(directory, 'probe.ts');
    writeFileSync(file, `import * as probe from '${specifier}';\nexport const used = probe;\n`);
    const result = spawnSync(biome, ['lint', file], { cwd: repositoryRoot, encoding: 'utf8' });
    return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe('the layer rules', () => {
  it.each([
    ['a remote importing another remote', 'mfe-content/src', '../../../mfe-tools/src/app/tool-anchors'],
    ['a remote importing the shell', 'mfe-selector/src', '../../../shell/src/app/app'],
    ['the shell importing a remote', 'shell/src', '../../../mfe-content/src/pages/home-page'],
    ['the platform importing the design system', 'packages/platform/src', '@gentlebowl/ui'],
    ['the platform importing the form fields', 'packages/platform/src', '@gentlebowl/ui/form'],
    ['the design system importing the platform', 'packages/ui/src', '@gentlebowl/platform'],
    ['a shared package importing an app', 'packages/routes/src', '../../../../shell/src/app/app'],
  ])('fail the lint on %s', (_, folder, specifier) => {
    const { failed, output } = lintImport(folder, specifier);
    expect(failed).toBe(true);
    expect(output).toContain('noRestrictedImports');
  });

  it('let a remote import the shared packages', () => {
    expect(lintImport('mfe-content/src', '@gentlebowl/platform').failed).toBe(false);
  });
});
