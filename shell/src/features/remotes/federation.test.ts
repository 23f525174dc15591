import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@gentlebowl/platform';
import { routeById } from '@gentlebowl/routes';
import { type ErrorLoadRemoteArgs, failsToFetch, registeredPlugin } from './fake-federation-runtime';
import { loadRemotePage, registerRegistryRemotes } from './federation';
import { reloadForNewRelease } from './reload-for-new-release';
import { RemoteUnavailableError } from './remote-unavailable-error';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./reload-for-new-release', () => ({ reloadForNewRelease: jest.fn(() => false) }));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);
const registerPluginsMock = jest.mocked(registerPlugins);
const reloadForNewReleaseMock = jest.mocked(reloadForNewRelease);

const TOOLS_ENTRY = 'http://tools.example/mf-manifest.json';
const toolsRoute = routeById('tools');
const toolsPage: RemotePageModule = { default: () => null };
const notAPageModule = { ToolsPage: toolsPage.default };

describe('the host loading path', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    registerRegistryRemotes({ mfe_tools: TOOLS_ENTRY, mfe_content: 'http://content.example/mf-manifest.json' });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    loadRemoteMock.mockReset();
    reloadForNewReleaseMock.mockReset().mockReturnValue(false);
    registerRemotesMock.mockClear();
    registerPluginsMock.mockClear();
  });

  it('registers every remote of the registry, replacing what the runtime knew, and the failure plugin', () => {
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [
        { name: 'mfe_tools', entry: TOOLS_ENTRY },
        { name: 'mfe_content', entry: 'http://content.example/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(registeredPlugin().name).toBe('shell-remote-unavailable');
  });

  it('turns a failed fetch into a RemoteUnavailableError instead of an unhandled rejection, and logs it', () => {
    const factory = registeredPlugin().errorLoadRemote?.({
      id: 'mfe_tools/tools-page',
      error: new Error('boom'),
    } as ErrorLoadRemoteArgs);
    expect(typeof factory).toBe('function');
    expect(() => (factory as () => unknown)()).toThrow(RemoteUnavailableError);
    expect(JSON.parse(jest.mocked(console.warn).mock.calls[0]?.[0] as string)).toMatchObject({
      level: 'warn',
      msg: 'remote failed to load',
      id: 'mfe_tools/tools-page',
      error: 'Error: boom',
    });
  });

  it('hands a failed load to a full page load when the page outlived a redeploy, and the load waits for the new page instead of failing', async () => {
    reloadForNewReleaseMock.mockReturnValue(true);
    loadRemoteMock.mockImplementation(failsToFetch);
    let settled = false;
    void loadRemotePage(toolsRoute).finally(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(reloadForNewReleaseMock).toHaveBeenCalledTimes(1);
    // No second load of the old entry in place, and no unavailable panel while the page reloads.
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it('loads the module the route names from its remote', async () => {
    loadRemoteMock.mockResolvedValueOnce(toolsPage);
    await expect(loadRemotePage(toolsRoute)).resolves.toBe(toolsPage);
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_tools/tools-page');
  });

  it('tries once more, after a pause and with the remote entry registered afresh, when a load fails', async () => {
    loadRemoteMock.mockImplementationOnce(failsToFetch).mockResolvedValueOnce(toolsPage);
    registerRemotesMock.mockClear();

    const page = loadRemotePage(toolsRoute);
    await jest.advanceTimersByTimeAsync(0);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_tools', entry: TOOLS_ENTRY }], { force: true });

    await jest.advanceTimersByTimeAsync(400);
    await expect(page).resolves.toBe(toolsPage);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('gives up with a RemoteUnavailableError when the second load fails too', async () => {
    loadRemoteMock.mockImplementation(failsToFetch);
    const outcome = expect(loadRemotePage(toolsRoute)).rejects.toBeInstanceOf(RemoteUnavailableError);
    await jest.advanceTimersByTimeAsync(400);
    await outcome;
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('passes on what the runtime throws when no plugin answered, after the same retry', async () => {
    const failure = new Error('ScriptExternalLoadError');
    loadRemoteMock.mockRejectedValue(failure);
    const outcome = expect(loadRemotePage(toolsRoute)).rejects.toBe(failure);
    await jest.advanceTimersByTimeAsync(400);
    await outcome;
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('treats a module without a page as its default export as unavailable', async () => {
    loadRemoteMock.mockResolvedValue(notAPageModule);
    const outcome = expect(loadRemotePage(toolsRoute)).rejects.toEqual(new RemoteUnavailableError('mfe_tools'));
    await jest.advanceTimersByTimeAsync(400);
    await outcome;
  });

  it('does not ask the runtime for a remote the registry does not list', async () => {
    registerRegistryRemotes({ mfe_content: 'http://content.example/mf-manifest.json' });
    const outcome = expect(loadRemotePage(toolsRoute)).rejects.toEqual(new RemoteUnavailableError('mfe_tools'));
    await jest.advanceTimersByTimeAsync(400);
    await outcome;
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
