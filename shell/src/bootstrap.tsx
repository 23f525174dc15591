import { defaultRuntimeConfig } from '@gentlebowl/platform';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRegistryRemotes } from './features/remotes/federation';
import { fetchRemoteRegistry } from './features/remotes/remote-registry';

async function start() {
  const registry = await fetchRemoteRegistry();
  registerRegistryRemotes(registry.remotes);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<App config={{ ...defaultRuntimeConfig, ...registry.site }} />);
}

void start();
