/** @jest-environment node */
import { describeServerRendering } from '@gentlebowl/platform/testing';
import { toolsRoutes } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';

// Every page this remote declares renders in Node, as the shell's server will render it.
describeServerRendering(toolsRoutes, {
  theme: appTheme,
  remote: 'mfe-tools',
  loadPage: (module) => import(`./exposed/${module.slice(2)}`),
});
