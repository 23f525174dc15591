/** @jest-environment node */
import { ConfigurationError } from '@gentlebowl/config';
import { registryFromEnvironment, remoteOrigins } from './remote-registry';

describe("the registry's server manifests", () => {
  it("loads each remote's server code from beside its browser manifest by default", () => {
    const registry = registryFromEnvironment({ MFE_CONTENT_URL: 'https://cdn.example.com/content/mf-manifest.json' });
    expect(registry.serverRemotes).toEqual({
      mfe_content: 'https://cdn.example.com/content/server/mf-manifest.json',
      mfe_selector: 'http://localhost:3002/server/mf-manifest.json',
      mfe_tools: 'http://localhost:3003/server/mf-manifest.json',
    });
  });

  it('loads it from the address the operator gives instead, such as a private network', () => {
    const registry = registryFromEnvironment({
      MFE_TOOLS_URL: 'https://tools.example.com/mf-manifest.json',
      MFE_TOOLS_SERVER_URL: ' http://mfe-tools:3003/server/mf-manifest.json ',
    });
    expect(registry.serverRemotes.mfe_tools).toBe('http://mfe-tools:3003/server/mf-manifest.json');
    expect(registry.remotes.mfe_tools).toBe('https://tools.example.com/mf-manifest.json');
    expect(remoteOrigins(registry)).not.toContain('http://mfe-tools:3003');
  });

  it("renders a remote's pages in the browser only when its server URL is empty", () => {
    const registry = registryFromEnvironment({ MFE_SELECTOR_SERVER_URL: '' });
    expect(registry.serverRemotes).not.toHaveProperty('mfe_selector');
    expect(registry.remotes.mfe_selector).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('loads no server code for a remote that is not deployed', () => {
    const registry = registryFromEnvironment({ MFE_CONTENT_URL: '' });
    expect(registry.remotes).not.toHaveProperty('mfe_content');
    expect(registry.serverRemotes).not.toHaveProperty('mfe_content');
  });

  it.each([
    ['MFE_CONTENT_SERVER_URL', 'ftp://cdn.example.com/server/mf-manifest.json'],
    ['MFE_SELECTOR_SERVER_URL', 'mfe-selector:3002/server/mf-manifest.json'],
    ['MFE_TOOLS_SERVER_URL', 'not a url'],
  ])('refuses %s=%s as a configuration error naming it', (variable, value) => {
    const load = () => registryFromEnvironment({ [variable]: value });
    expect(load).toThrow(ConfigurationError);
    expect(load).toThrow(new RegExp(`^invalid configuration: ${variable} must be an http:// or https:// URL`));
  });
});
