/** @jest-environment node */
import { describeServerRendering } from '@gentlebowl/platform/testing';
import { selectorRoutes } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';

// Every page this remote declares renders in Node, as the shell's server will render it.
describeServerRendering(selectorRoutes, {
  theme: appTheme,
  remote: 'mfe-selector',
  loadPage: (module) => import(`./exposed/${module.slice(2)}`),
  sampleParams: { id: '1' },
});
