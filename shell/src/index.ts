import { mainImagePainted } from './startup/main-image-painted';
import { nextTask } from './startup/next-task';

// Each step in a task of its own (the federation runtime's start-up fills the first): letting the
// page's main image paint, then the async boundary, which lets Module Federation negotiate shared
// singletons before any of them runs. The scripts startup imports have been downloading since the
// page named them (preload links; see mf-config's StartupPreloadPlugin).
void (async () => {
  await nextTask();
  await mainImagePainted(document);
  await nextTask();
  await import('./bootstrap');
})();
