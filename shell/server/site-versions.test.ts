/** @jest-environment node */
import type { RemoteName } from '@gentlebowl/routes';
import type { RemoteRegistry } from './remote-registry';
import { SiteVersions, type SiteVersionsOptions, type WatchedManifests } from './site-versions';

const TOOLS = 'http://tools.example/mf-manifest.json';
const TOOLS_SERVER = 'http://tools.example/server/mf-manifest.json';
const CONTENT = 'http://content.example/mf-manifest.json';
const CONTENT_SERVER = 'http://content.internal/server/mf-manifest.json';
const API = new URL('http://api.internal:3000');
const POSTS = 'http://api.internal:3000/api/blog-posts';
const FOODS = 'http://api.internal:3000/api/dog-foods';
const STORIES = 'http://api.internal:3000/api/owner-stories';

const registry: RemoteRegistry = {
  remotes: { mfe_tools: TOOLS, mfe_content: CONTENT },
  serverRemotes: { mfe_tools: TOOLS_SERVER, mfe_content: CONTENT_SERVER },
  site: {},
};

/** A browser manifest as the federation plugin writes it (publicPath "auto": files sit beside it). */
function browserManifest(exposeFile: string, publicPath = 'auto') {
  return JSON.stringify({
    metaData: { name: 'mfe_tools', publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './tools-page', assets: { js: { sync: ['485.9a016b99af.js', exposeFile] }, css: { sync: [] } } },
      { path: './other-page', assets: { js: { sync: ['other.js'] }, css: { sync: [] } } },
    ],
  });
}

/** What every address answers: a body, an HTTP status, or a network failure. */
type Answer = string | number | Error;

function fakeNetwork(initial: Record<string, Answer>) {
  const answers = new Map(Object.entries(initial));
  const fetcher = jest.fn(async (input: string | URL | Request) => {
    const answer = answers.get(String(input));
    if (answer === undefined) throw new Error(`unexpected request for ${String(input)}`);
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('unavailable', { status: answer });
    return new Response(answer, { status: 200 });
  });
  return { fetcher: fetcher as unknown as typeof fetch, answer: (url: string, value: Answer) => answers.set(url, value) };
}

function setUp(initial: Record<string, Answer> = {}, sites: RemoteRegistry = registry, options: Partial<SiteVersionsOptions> = {}) {
  const network = fakeNetwork({
    [TOOLS]: browserManifest('__federation_expose_tools_page.1111.js'),
    [TOOLS_SERVER]: '{"version":"tools server 1"}',
    [CONTENT]: browserManifest('content.js'),
    [CONTENT_SERVER]: '{"version":"content server 1"}',
    [POSTS]: '[{"slug":"first-post"}]',
    [FOODS]: '[{"id":1}]',
    [STORIES]: '[{"kind":"example","id":"megan-pepper"}]',
    ...initial,
  });
  const onServerRemotesChange = jest.fn<void, [Record<string, string>]>();
  const onChange = jest.fn();
  const log = jest.fn();
  const versions = new SiteVersions({
    manifests: () => sites,
    apiUrl: API,
    intervalMs: 60_000,
    onServerRemotesChange,
    onChange,
    log,
    fetcher: network.fetcher,
    ...options,
  });
  return { versions, onServerRemotesChange, onChange, log, ...network };
}

type Registered = jest.Mock<void, [Record<string, string>]>;

/** The server manifests handed over at the `call`-th registration. */
function registration(onServerRemotesChange: Registered, call: number): Record<string, string> {
  const manifests = onServerRemotesChange.mock.calls[call]?.[0];
  if (!manifests) throw new Error(`no registration number ${call + 1}`);
  return manifests;
}

/** The version each server manifest was registered with, by remote. */
function registeredVersions(manifests: Partial<Record<RemoteName, string>>) {
  return Object.fromEntries(Object.entries(manifests).map(([name, url]) => [name, new URL(String(url)).searchParams.get('v')]));
}

describe('SiteVersions', () => {
  it("registers every remote's server manifest at its configured address with a version, once", async () => {
    const { versions, onServerRemotesChange } = setUp();
    await versions.refresh();
    expect(onServerRemotesChange).toHaveBeenCalledTimes(1);
    const manifests = registration(onServerRemotesChange, 0);
    expect(Object.keys(manifests).sort()).toEqual(['mfe_content', 'mfe_tools']);
    for (const [name, url] of Object.entries(manifests)) {
      const address = new URL(String(url));
      expect(`${address.origin}${address.pathname}`).toBe(registry.serverRemotes[name as RemoteName]);
      expect(address.searchParams.get('v')).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(versions.key).not.toBe('');
  });

  it('keeps the same key and registers nothing again while nothing changed', async () => {
    const { versions, onServerRemotesChange, onChange } = setUp();
    await versions.refresh();
    const key = versions.key;
    await versions.refresh();
    await versions.refresh();
    expect(versions.key).toBe(key);
    expect(onServerRemotesChange).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says when the key changes after the first look, once per change', async () => {
    const { versions, onChange, answer } = setUp();
    await versions.refresh();
    answer(CONTENT, browserManifest('content.2.js'));
    await versions.refresh();
    await versions.refresh();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('registers a redeployed server build under a new version and changes the key', async () => {
    const { versions, onServerRemotesChange, answer, log } = setUp();
    await versions.refresh();
    const key = versions.key;
    const before = registeredVersions(registration(onServerRemotesChange, 0));

    answer(TOOLS_SERVER, '{"version":"tools server 2"}');
    await versions.refresh();

    expect(versions.key).not.toBe(key);
    expect(onServerRemotesChange).toHaveBeenCalledTimes(2);
    const after = registeredVersions(registration(onServerRemotesChange, 1));
    expect(after.mfe_tools).not.toBe(before.mfe_tools);
    expect(after.mfe_content).toBe(before.mfe_content);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ level: 'info', msg: 'remote redeployed: new server code', remote: 'mfe_tools' }));
  });

  it('rolling back to the previous server build registers the previous version again', async () => {
    const { versions, onServerRemotesChange, answer } = setUp();
    await versions.refresh();
    const firstKey = versions.key;
    answer(TOOLS_SERVER, '{"version":"tools server 2"}');
    await versions.refresh();
    answer(TOOLS_SERVER, '{"version":"tools server 1"}');
    await versions.refresh();
    expect(versions.key).toBe(firstKey);
    expect(registration(onServerRemotesChange, 2)).toEqual(registration(onServerRemotesChange, 0));
  });

  it('changes the key, without registering server code again, when only a browser build changes', async () => {
    const { versions, onServerRemotesChange, answer } = setUp();
    await versions.refresh();
    const key = versions.key;
    answer(TOOLS, browserManifest('__federation_expose_tools_page.2222.js'));
    await versions.refresh();
    expect(versions.key).not.toBe(key);
    expect(onServerRemotesChange).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a post is published', POSTS, '[{"slug":"first-post"},{"slug":"second-post"}]'],
    ['a food changes', FOODS, '[{"id":1,"name":"renamed"}]'],
    ["an owner's story is approved", STORIES, '[{"kind":"owner","id":"5f0c1d2e"}]'],
  ])('changes the key when %s, without registering server code again', async (_, list, body) => {
    const { versions, onServerRemotesChange, answer } = setUp();
    await versions.refresh();
    const key = versions.key;
    answer(list, body);
    await versions.refresh();
    expect(versions.key).not.toBe(key);
    expect(onServerRemotesChange).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Answer]>([
    ['cannot be reached', new TypeError('fetch failed')],
    ['answers 503', 503],
  ])('keeps the last known versions while a remote or the API %s', async (_, failure) => {
    const { versions, onServerRemotesChange, answer } = setUp();
    await versions.refresh();
    const key = versions.key;
    for (const url of [TOOLS, TOOLS_SERVER, POSTS]) answer(url, failure);
    await versions.refresh();
    expect(versions.key).toBe(key);
    expect(onServerRemotesChange).toHaveBeenCalledTimes(1);
    expect(versions.scriptsFor('mfe_tools', './tools-page')).toContain('http://tools.example/__federation_expose_tools_page.1111.js');
  });

  it('keeps the last good browser manifest when the remote answers something that is not one', async () => {
    const { versions, answer } = setUp();
    await versions.refresh();
    const key = versions.key;
    answer(TOOLS, '<html>maintenance</html>');
    await versions.refresh();
    expect(versions.key).toBe(key);
    expect(versions.scriptsFor('mfe_tools', './tools-page')).toHaveLength(3);
  });

  it('leaves out a remote whose server manifest was never reached, and registers it once it answers', async () => {
    const { versions, onServerRemotesChange, answer } = setUp({ [CONTENT_SERVER]: new TypeError('fetch failed') });
    await versions.refresh();
    expect(Object.keys(registration(onServerRemotesChange, 0))).toEqual(['mfe_tools']);
    const key = versions.key;

    answer(CONTENT_SERVER, '{"version":"content server 1"}');
    await versions.refresh();
    expect(Object.keys(registration(onServerRemotesChange, 1)).sort()).toEqual(['mfe_content', 'mfe_tools']);
    expect(versions.key).not.toBe(key);
  });

  describe('scriptsFor', () => {
    it.each([
      ['beside the manifest when its publicPath is auto', TOOLS, 'auto', 'http://tools.example/'],
      ['in the folder the remote is deployed in', 'https://cdn.example/releases/tools/mf-manifest.json', 'auto', 'https://cdn.example/releases/tools/'],
      ['at an explicit publicPath', TOOLS, 'https://static.example/tools/', 'https://static.example/tools/'],
    ])("lists the remote entry and the page's own scripts %s", async (_, manifestUrl, publicPath, base) => {
      const { versions } = setUp(
        { [manifestUrl]: browserManifest('__federation_expose_tools_page.1111.js', publicPath) },
        { remotes: { mfe_tools: manifestUrl }, serverRemotes: {}, site: {} },
      );
      await versions.refresh();
      expect(versions.scriptsFor('mfe_tools', './tools-page')).toEqual(
        ['remoteEntry.js', '485.9a016b99af.js', '__federation_expose_tools_page.1111.js'].map((file) => `${base}${file}`),
      );
    });

    it("gives only the remote entry for a module the manifest does not list, and nothing for a remote it never read", async () => {
      const { versions } = setUp({ [CONTENT]: new TypeError('fetch failed') });
      await versions.refresh();
      expect(versions.scriptsFor('mfe_tools', './no-such-page')).toEqual(['http://tools.example/remoteEntry.js']);
      expect(versions.scriptsFor('mfe_content', './home-page')).toEqual([]);
      expect(versions.scriptsFor('mfe_selector', './food-selector-page')).toEqual([]);
    });
  });

  it('looks again every interval once started, and stops when asked', async () => {
    jest.useFakeTimers();
    try {
      const { versions, answer, onServerRemotesChange } = setUp();
      await versions.start();
      answer(TOOLS_SERVER, '{"version":"tools server 2"}');
      await jest.advanceTimersByTimeAsync(60_000);
      expect(onServerRemotesChange).toHaveBeenCalledTimes(2);

      versions.stop();
      answer(TOOLS_SERVER, '{"version":"tools server 3"}');
      await jest.advanceTimersByTimeAsync(120_000);
      expect(onServerRemotesChange).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('with a canary beside a remote', () => {
    const CANARY = 'http://tools-canary.example/mf-manifest.json';
    const CANARY_SERVER = 'http://tools-canary.example/server/mf-manifest.json';
    const withCanary = {
      remotes: { ...registry.remotes, 'mfe_tools@canary': CANARY },
      serverRemotes: { ...registry.serverRemotes, 'mfe_tools@canary': CANARY_SERVER },
    };

    it("watches both versions side by side: each one's server code and its page's scripts", async () => {
      const { versions, onServerRemotesChange } = setUp(
        { [CANARY]: browserManifest('canary.js'), [CANARY_SERVER]: '{"version":"tools canary"}' },
        { ...registry, ...withCanary },
      );
      await versions.refresh();
      const manifests = registration(onServerRemotesChange, 0);
      expect(manifests['mfe_tools@canary']).toMatch(/^http:\/\/tools-canary\.example\/server\/mf-manifest\.json\?v=/);
      expect(manifests.mfe_tools).toMatch(/^http:\/\/tools\.example\/server\/mf-manifest\.json\?v=/);
      expect(versions.scriptsFor('mfe_tools@canary', './tools-page')).toContain('http://tools-canary.example/canary.js');
      expect(versions.scriptsFor('mfe_tools', './tools-page')).not.toContain('http://tools-canary.example/canary.js');
    });

    it('forgets a canary taken out of the file, and tells the renderers', async () => {
      let watched: WatchedManifests = withCanary;
      const { versions, onServerRemotesChange } = setUp(
        { [CANARY]: browserManifest('canary.js'), [CANARY_SERVER]: '{"version":"tools canary"}' },
        registry,
        { manifests: () => watched },
      );
      await versions.refresh();
      const key = versions.key;
      watched = registry;
      await versions.refresh();
      expect(Object.keys(registration(onServerRemotesChange, 1)).sort()).toEqual(['mfe_content', 'mfe_tools']);
      expect(versions.scriptsFor('mfe_tools@canary', './tools-page')).toEqual([]);
      expect(versions.key).not.toBe(key);
    });

    it('counts a change the look before it reports (a new canary share) as a change of the site', async () => {
      const beforeLook = jest.fn(async () => true);
      const { versions, onChange } = setUp({}, registry, { beforeLook });
      await versions.refresh();
      await versions.refresh();
      expect(beforeLook).toHaveBeenCalledTimes(2);
      expect(onChange).toHaveBeenCalledTimes(1);
    });
  });
});
