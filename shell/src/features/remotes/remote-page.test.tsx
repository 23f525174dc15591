import { loadRemote } from '@module-federation/enhanced/runtime';
import { type RemotePageModule, usePageActionData } from '@gentlebowl/platform';
import { renderWithShellProviders } from '@gentlebowl/platform/testing';
import { routeById } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failsToFetch } from './fake-federation-runtime';
import { registerRegistryRemotes } from './federation';
import { PreloadedPagesProvider } from './preloaded-pages';
import { RemotePage } from './remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const toolsRoute = routeById('tools');
const toolsPage: RemotePageModule = { default: () => <h1>Interactive Nutrition Tools</h1> };
const UNAVAILABLE = 'This section is temporarily unavailable';

function renderToolsRoute() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithShellProviders(<RemotePage route={toolsRoute} />, { theme: appTheme });
  return { user };
}

/** Lets the retry pause, the loads and React's suspense retries run. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(2_000));

describe('RemotePage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    registerRegistryRemotes({ mfe_tools: 'http://tools.example/mf-manifest.json' });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    loadRemoteMock.mockReset();
  });

  it('holds the page’s place while its code loads, then shows the page', async () => {
    let deliver: (module: RemotePageModule) => void = () => {};
    loadRemoteMock.mockReturnValueOnce(new Promise((resolve) => (deliver = resolve)));
    renderToolsRoute();
    await settle();
    expect(screen.getByLabelText('Loading page')).toHaveAttribute('aria-busy', 'true');
    expect(document.title).toBe(`${toolsRoute.title} | Gentle Bowl`);

    act(() => deliver(toolsPage));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Interactive Nutrition Tools' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
    expect(document.title).toBe('');
  });

  it('shows a page loaded before rendering at once (hydration), without loading it again', () => {
    renderWithShellProviders(
      <PreloadedPagesProvider value={{ modules: new Map([[toolsRoute.id, toolsPage]]), onServer: false }}>
        <RemotePage route={toolsRoute} />
      </PreloadedPagesProvider>,
      { theme: appTheme },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Interactive Nutrition Tools' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shows the page when the first load fails and the retry succeeds', async () => {
    loadRemoteMock.mockImplementationOnce(failsToFetch).mockResolvedValueOnce(toolsPage);
    renderToolsRoute();
    await settle();
    expect(screen.getByRole('heading', { name: 'Interactive Nutrition Tools' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('shows the unavailable panel after two failed loads, and Try again really loads the page again', async () => {
    loadRemoteMock.mockImplementation(failsToFetch);
    const { user } = renderToolsRoute();
    await settle();

    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByRole('heading', { name: UNAVAILABLE })).toHaveFocus();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(document.title).toBe(`${toolsRoute.title} | Gentle Bowl`);

    loadRemoteMock.mockReset();
    loadRemoteMock.mockResolvedValueOnce(toolsPage);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Interactive Nutrition Tools' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('shows the unavailable panel for a module that has no page as its default export', async () => {
    loadRemoteMock.mockResolvedValue({ ToolsPage: toolsPage.default });
    renderToolsRoute();
    await settle();
    expect(screen.getByRole('heading', { name: UNAVAILABLE })).toBeInTheDocument();
  });

  it('keeps a page that throws while rendering inside its own section', async () => {
    loadRemoteMock.mockResolvedValue({
      default: () => {
        throw new Error('page exploded');
      },
    });
    renderToolsRoute();
    await settle();
    expect(screen.getByRole('heading', { name: UNAVAILABLE })).toBeInTheDocument();
    const logged = jest
      .mocked(console.error)
      .mock.calls.map(([first]) => first)
      .filter((first): first is string => typeof first === 'string' && first.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'remote page failed', remote: 'mfe_tools', error: 'page exploded' }),
    );
  });
});

function ToolsPageShowingRefusal() {
  const refused = usePageActionData<{ message: string }>();
  return (
    <>
      <h1>Interactive Nutrition Tools</h1>
      <p>{refused ? refused.message : 'Nothing refused'}</p>
      <Link to="/tools?again=1">Again</Link>
    </>
  );
}

describe("a refused form's page (its action's data)", () => {
  it('reaches the page the server rendered it for, at the address the visit started at only', async () => {
    const user = userEvent.setup();
    const modules = new Map([[toolsRoute.id, { default: ToolsPageShowingRefusal }]]);
    renderWithShellProviders(
      <PreloadedPagesProvider value={{ modules, onServer: false, actionData: { routeId: toolsRoute.id, data: { message: 'Please enter a valid email address' } } }}>
        <RemotePage route={toolsRoute} />
      </PreloadedPagesProvider>,
      { theme: appTheme, route: '/tools' },
    );
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Again' }));
    expect(screen.getByText('Nothing refused')).toBeInTheDocument();
  });

  it("never reaches another route's page", () => {
    const modules = new Map([[toolsRoute.id, { default: ToolsPageShowingRefusal }]]);
    renderWithShellProviders(
      <PreloadedPagesProvider value={{ modules, onServer: false, actionData: { routeId: 'contact', data: { message: 'Refused elsewhere' } } }}>
        <RemotePage route={toolsRoute} />
      </PreloadedPagesProvider>,
      { theme: appTheme },
    );
    expect(screen.getByText('Nothing refused')).toBeInTheDocument();
  });
});
