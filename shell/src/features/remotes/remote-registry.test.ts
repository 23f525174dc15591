import { fetchRemoteRegistry } from './remote-registry';

const EMPTY = { remotes: {}, site: {} };

function replyWith(response: Partial<Response>) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => response as Response);
}

describe('fetchRemoteRegistry', () => {
  it('reads the remotes and site settings the shell server publishes, never from a cache', async () => {
    const registry = {
      remotes: { mfe_tools: 'http://tools.example/mf-manifest.json' },
      site: { brandName: 'Gentle Bowl Test' },
    };
    const fetcher = replyWith({ ok: true, json: async () => registry });

    await expect(fetchRemoteRegistry(fetcher)).resolves.toEqual(registry);
    expect(fetcher).toHaveBeenCalledWith('/registry.json', { cache: 'no-cache' });
  });

  it('fills in what a registry leaves out', async () => {
    const fetcher = replyWith({ ok: true, json: async () => ({ remotes: { mfe_content: 'http://content/mf-manifest.json' } }) });
    await expect(fetchRemoteRegistry(fetcher)).resolves.toEqual({
      remotes: { mfe_content: 'http://content/mf-manifest.json' },
      site: {},
    });
  });

  it('gives an empty registry when the server answers with an error', async () => {
    const json = jest.fn();
    await expect(fetchRemoteRegistry(replyWith({ ok: false, status: 503, json }))).resolves.toEqual(EMPTY);
    expect(json).not.toHaveBeenCalled();
  });

  it('gives an empty registry when the request fails', async () => {
    const fetcher = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchRemoteRegistry(fetcher)).resolves.toEqual(EMPTY);
  });

  it('gives an empty registry when the answer is not JSON', async () => {
    const fetcher = replyWith({
      ok: true,
      json: async () => {
        throw new SyntaxError('Unexpected token <');
      },
    });
    await expect(fetchRemoteRegistry(fetcher)).resolves.toEqual(EMPTY);
  });
});
