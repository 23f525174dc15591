import { mainImagePainted } from './startup/main-image-painted';
import { nextTask } from './startup/next-task';

// Each step in a task of its own (the federation runtime's start-up fills the first): letting the
// page's main image paint, then the async boundary, which lets Module Federation negotiate shared
// singletons before any of them runs. The page starts this entry once it has loaded, or at the
// visitor's first interaction, and adds the preloads of the scripts startup imports with it, so
// they download together (see mf-config's StartAfterLoadPlugin and StartupPreloadPlugin).
void (async () => {
  await nextTask();
  await mainImagePainted(document);
  await nextTask();
  await import('./bootstrap');
})();
