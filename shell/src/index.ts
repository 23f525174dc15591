import { mainImagePainted } from './startup/main-image-painted';
import { nextTask } from './startup/next-task';
import { preloadStartupScripts } from './startup/preload-startup-scripts';

// Each step in a task of its own (the federation runtime's start-up fills the first): asking for
// the startup scripts, letting the page's main image paint, then the async boundary, which lets
// Module Federation negotiate shared singletons before any of them runs.
void (async () => {
  await nextTask();
  preloadStartupScripts(document);
  await mainImagePainted(document);
  await nextTask();
  await import('./bootstrap');
})();
