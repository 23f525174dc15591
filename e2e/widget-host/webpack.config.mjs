// A federated host built only for the e2e suite. It stands in for "another remote's page" (the
// sensitive stomach guide, until it exists): it loads the transition calculator widget that
// mfe-tools exposes through the federation runtime, inside the providers every page has.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@gentlebowl/mf-config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default createFrontendConfig({
  name: 'e2e_widget_host',
  dirname,
  port: 13110,
  isHost: true,
  title: 'Widget host (e2e)',
});
