/** @jest-environment node */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@gentlebowl/platform';
import { ShellStack } from '@gentlebowl/platform/testing';
import { routeById } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import { renderToHtml } from '../../server-render/render-to-html';
import { BROWSER_ONLY_DIGEST } from './browser-only-page';
import { registerRegistryRemotes } from './federation';
import { type PreloadedPages, PreloadedPagesProvider } from './preloaded-pages';
import { RemotePage } from './remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const toolsRoute = routeById('tools');
const toolsPage: RemotePageModule = { default: () => <h1>Interactive Nutrition Tools</h1> };

/** The route as the shell's server renders it, with the pages it could load beforehand. */
async function renderOnServer(modules: PreloadedPages['modules']) {
  const onError = jest.fn((error: unknown) => (error as { digest?: string }).digest);
  const html = await renderToHtml(
    <ShellStack theme={appTheme}>
      <PreloadedPagesProvider value={{ modules, onServer: true }}>
        <RemotePage route={toolsRoute} />
      </PreloadedPagesProvider>
    </ShellStack>,
    { deadline: Date.now() + 5_000, onError },
  );
  return { html, onError };
}

describe('RemotePage on the server', () => {
  beforeEach(() => registerRegistryRemotes({ mfe_tools: 'http://tools.example/mf-manifest.json' }));
  afterEach(() => jest.mocked(loadRemote).mockReset());

  it('renders the page the server loaded beforehand', async () => {
    const { html, onError } = await renderOnServer(new Map([[toolsRoute.id, toolsPage]]));
    expect(html).toContain('<h1>Interactive Nutrition Tools</h1>');
    expect(html).not.toContain('Loading page');
    expect(onError).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("sends the loading frame for a page whose code did not load, and hands it to the browser by the browser-only digest", async () => {
    const { html, onError } = await renderOnServer(new Map());
    expect(typeof window).toBe('undefined');
    expect(html).toMatch(/aria-busy="true"[^>]*aria-label="Loading page"|aria-label="Loading page"[^>]*aria-busy="true"/);
    expect(html).not.toContain('Interactive Nutrition Tools');
    expect(html).toContain(`data-dgst="${BROWSER_ONLY_DIGEST}"`);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ digest: BROWSER_ONLY_DIGEST }), expect.anything());
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
