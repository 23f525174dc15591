import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageRoutes, type RemoteName } from './index';

// A page declared here but not exposed by its remote would show "temporarily unavailable" for
// good; this keeps the catalogue and the remotes' builds in step.
const repositoryRoot = path.resolve(__dirname, '../../..');
const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mfe_content: 'mfe-content',
  mfe_selector: 'mfe-selector',
  mfe_tools: 'mfe-tools',
};

describe.each(pageRoutes.map((route) => [route.path, route]))('the page %s', (_, route) => {
  const folder = path.join(repositoryRoot, REMOTE_FOLDERS[route.remote]);
  const moduleName = route.module.replace(/^\.\//, '');

  it('has its exposed module file in the remote that owns it', () => {
    expect(existsSync(path.join(folder, 'src/app/exposed', `${moduleName}.tsx`))).toBe(true);
  });

  it("is named in that remote's federation build", () => {
    expect(readFileSync(path.join(folder, 'webpack.config.mjs'), 'utf8')).toMatch(new RegExp(`['"](\\./)?${moduleName}['"]`));
  });
});
