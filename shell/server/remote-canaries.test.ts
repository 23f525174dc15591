/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CanaryFile, parseRemoteCanaries, remoteVariant, versionsTiming } from './remote-canaries';
import type { RemoteRegistry } from './remote-registry';

const CANARY = { version: '2026-12-07b', url: 'http://localhost:3013/mf-manifest.json', share: 50 };

const registry: RemoteRegistry = {
  remotes: { mfe_tools: 'http://localhost:3003/mf-manifest.json', mfe_content: 'http://localhost:3001/mf-manifest.json' },
  serverRemotes: {},
  site: {},
};

describe('the canary file', () => {
  it("names a remote's second version, where browsers and the shell load it, and its share", () => {
    expect(parseRemoteCanaries(JSON.stringify({ mfe_tools: { ...CANARY, serverUrl: 'http://mfe-tools-canary:3003/server/mf-manifest.json' } }))).toEqual({
      mfe_tools: { ...CANARY, serverUrl: 'http://mfe-tools-canary:3003/server/mf-manifest.json' },
    });
  });

  it("loads the canary's server code from beside its browser manifest unless told otherwise, and names no canary when empty", () => {
    expect(parseRemoteCanaries(JSON.stringify({ mfe_tools: CANARY })).mfe_tools?.serverUrl).toBe('http://localhost:3013/server/mf-manifest.json');
    expect(parseRemoteCanaries('{}')).toEqual({});
  });

  it.each([
    ['a share above 100', { mfe_tools: { ...CANARY, share: 150 } }, /^mfe_tools\.share must be a whole number from 0 to 100, got 150$/],
    ['a share with a fraction', { mfe_tools: { ...CANARY, share: 12.5 } }, /^mfe_tools\.share must be a whole number from 0 to 100/],
    ['a share in quotes', { mfe_tools: { ...CANARY, share: '50' } }, /^mfe_tools\.share must be a whole number from 0 to 100, got "50"$/],
    ['no share', { mfe_tools: { version: CANARY.version, url: CANARY.url } }, /^mfe_tools\.share must be a whole number from 0 to 100, got nothing$/],
    ['a URL that is not http(s)', { mfe_tools: { ...CANARY, url: 'ftp://tools/mf-manifest.json' } }, /^mfe_tools\.url must be an http:\/\/ or https:\/\/ URL/],
    ['a version a header cannot carry', { mfe_tools: { ...CANARY, version: 'new one' } }, /^mfe_tools\.version must be 1 to 64 letters/],
    ['"stable" as the version', { mfe_tools: { ...CANARY, version: 'stable' } }, /^mfe_tools\.version must be/],
    ['a remote the site does not have', { mfe_tool: CANARY }, /^mfe_tool: no such remote or field$/],
    ['a field the file does not know', { mfe_tools: { ...CANARY, percent: 50 } }, /^mfe_tools\.percent: no such remote or field$/],
  ])('is refused with %s, in one line naming the field', (_case, file, message) => {
    expect(() => parseRemoteCanaries(JSON.stringify(file))).toThrow(message);
  });

  it('is refused when it is not JSON', () => {
    expect(() => parseRemoteCanaries('{"mfe_tools": ')).toThrow(/^is not JSON/);
  });
});

describe('which version a visitor gets', () => {
  const canaries = parseRemoteCanaries(JSON.stringify({ mfe_tools: CANARY }));

  it('is the canary for the groups below its share, the stable version for the rest', () => {
    const canary = remoteVariant(registry, canaries, 49);
    expect(canary).toMatchObject({
      key: 'mfe_tools@2026-12-07b',
      remotes: { mfe_tools: CANARY.url, mfe_content: registry.remotes.mfe_content },
      slots: { mfe_tools: 'mfe_tools@canary', mfe_content: 'mfe_content' },
    });
    const stable = remoteVariant(registry, canaries, 50);
    expect(stable).toMatchObject({ key: '', remotes: registry.remotes, slots: { mfe_tools: 'mfe_tools', mfe_content: 'mfe_content' } });
  });

  it('gives half of the groups the canary at 50%, none at 0% and all at 100%', () => {
    const canaryGroups = (share: number) =>
      Array.from({ length: 100 }, (_, group) => remoteVariant(registry, { mfe_tools: { ...canaries.mfe_tools!, share } }, group)).filter(
        (variant) => variant.key !== '',
      ).length;
    expect(canaryGroups(50)).toBe(50);
    expect(canaryGroups(0)).toBe(0);
    expect(canaryGroups(100)).toBe(100);
  });

  it('is named in Server-Timing metrics for every remote that has a canary, and not at all without canaries', () => {
    expect(versionsTiming(remoteVariant(registry, canaries, 3))).toBe('remote;desc="mfe_tools@2026-12-07b"');
    expect(versionsTiming(remoteVariant(registry, canaries, 97))).toBe('remote;desc="mfe_tools@stable"');
    expect(versionsTiming(remoteVariant(registry, {}, 3))).toBeUndefined();
  });
});

describe('reading the canary file again', () => {
  let folder: string;
  let file: string;
  const log = jest.fn();

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'canaries-'));
    file = path.join(folder, 'canaries.json');
    log.mockClear();
  });

  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('takes a new share at once, and says so once', async () => {
    const watched = new CanaryFile(file, parseRemoteCanaries(JSON.stringify({ mfe_tools: CANARY })), log);
    await writeFile(file, JSON.stringify({ mfe_tools: { ...CANARY, share: 0 } }));
    expect(await watched.reload()).toBe(true);
    expect(watched.current.mfe_tools?.share).toBe(0);
    expect(await watched.reload()).toBe(false);
    expect(log.mock.calls).toEqual([[{ level: 'info', msg: 'canaries changed', canaries: { mfe_tools: '2026-12-07b for 0%' } }]]);
  });

  it.each([
    ['malformed', '{"mfe_tools": {"share": 50}}', /canaries\.json: mfe_tools\.version/],
    ['gone', undefined, /canaries\.json cannot be read \(ENOENT\)/],
  ])('keeps the last good canaries when the file is %s, and logs why', async (_case, text, reason) => {
    const watched = new CanaryFile(file, parseRemoteCanaries(JSON.stringify({ mfe_tools: CANARY })), log);
    if (text !== undefined) await writeFile(file, text);
    expect(await watched.reload()).toBe(false);
    expect(watched.current.mfe_tools?.share).toBe(50);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'error', msg: 'canary file refused: the last good canaries keep serving', error: expect.stringMatching(reason) }),
    );
  });
});
