import { preloadStartupScripts } from './startup/preload-startup-scripts';

preloadStartupScripts(document);
// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
import('./bootstrap');
