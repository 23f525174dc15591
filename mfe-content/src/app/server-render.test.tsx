/** @jest-environment node */
import { describeServerRendering } from '@gentlebowl/platform/testing';
import { contentRoutes } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';

// Every page this remote declares renders in Node, as the shell's server will render it.
describeServerRendering(contentRoutes, {
  theme: appTheme,
  remote: 'mfe-content',
  loadPage: (module) => import(`./exposed/${module.slice(2)}`),
  sampleParams: { slug: 'best-dog-food-for-diarrhea' },
});
