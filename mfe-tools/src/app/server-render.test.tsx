/** @jest-environment node */
import { describeServerRendering, jsonReply } from '@gentlebowl/platform/testing';
import { toolsRoutes } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import { cannedDogFood } from '../testing/dog-food-fixtures';

// Every page this remote declares renders in Node, as the shell's server will render it.
describeServerRendering(toolsRoutes, {
  theme: appTheme,
  remote: 'mfe-tools',
  loadPage: (module) => import(`./exposed/${module.slice(2)}`),
  api: (path) => (path === '/api/dog-foods' ? jsonReply([cannedDogFood()]) : undefined),
});
