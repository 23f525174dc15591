import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { loadFederatedComponent } from './load-federated-component';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const getInstanceMock = getInstance as unknown as jest.Mock<ModuleFederation | null, [((instance: ModuleFederation) => boolean)?]>;

function federationInstance(name: string, remoteNames: string[], loaded: unknown = undefined) {
  return {
    options: { name, remotes: remoteNames.map((remote) => ({ name: remote, entry: `http://localhost/${remote}/mf-manifest.json` })) },
    loadRemote: jest.fn(async () => loaded),
  } as unknown as ModuleFederation & { loadRemote: jest.Mock };
}

/** Stands in for the runtime: no finder gives this remote's own instance; a finder searches all. */
function withInstances(own: ModuleFederation, all: ModuleFederation[]) {
  getInstanceMock.mockImplementation((finder) => (finder ? (all.find(finder) ?? null) : own));
}

function Widget() {
  return null;
}

describe('loadFederatedComponent', () => {
  it('loads through the instance that has the remote registered (the shell), not this remote’s own', async () => {
    const own = federationInstance('mfe_content', []);
    const shell = federationInstance('shell', ['mfe_content', 'mfe_tools'], { default: Widget });
    withInstances(own, [own, shell]);

    await expect(loadFederatedComponent('mfe_tools/transition-calculator-widget')).resolves.toEqual({ default: Widget });
    expect(shell.loadRemote).toHaveBeenCalledWith('mfe_tools/transition-calculator-widget');
    expect(own.loadRemote).not.toHaveBeenCalled();
  });

  it('uses its own instance when that one knows the remote', async () => {
    const own = federationInstance('mfe_content', ['mfe_tools'], { default: Widget });
    withInstances(own, [own]);

    await expect(loadFederatedComponent('mfe_tools/transition-calculator-widget')).resolves.toEqual({ default: Widget });
    expect(own.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('rejects when no instance has the remote registered (the standalone page)', async () => {
    const own = federationInstance('mfe_content', []);
    withInstances(own, [own]);

    await expect(loadFederatedComponent('mfe_tools/transition-calculator-widget')).rejects.toThrow('mfe_tools');
  });

  it('rejects when a runtime plugin answers a failed load with a stand-in instead of the module', async () => {
    const standIn = () => {
      throw new Error('remote unavailable');
    };
    const shell = federationInstance('shell', ['mfe_tools'], standIn);
    withInstances(federationInstance('mfe_content', []), [shell]);

    await expect(loadFederatedComponent('mfe_tools/transition-calculator-widget')).rejects.toThrow('did not load a component');
  });

  it('rejects when the module has no component as its default export', async () => {
    const shell = federationInstance('shell', ['mfe_tools'], { default: 'not a component' });
    withInstances(federationInstance('mfe_content', []), [shell]);

    await expect(loadFederatedComponent('mfe_tools/transition-calculator-widget')).rejects.toThrow('did not load a component');
  });

  it('passes on a failed load', async () => {
    const shell = federationInstance('shell', ['mfe_tools']);
    (shell.loadRemote as jest.Mock).mockRejectedValue(new Error('manifest request failed'));
    withInstances(federationInstance('mfe_content', []), [shell]);

    await expect(loadFederatedComponent('mfe_tools/transition-calculator-widget')).rejects.toThrow('manifest request failed');
  });
});
