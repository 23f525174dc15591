export { cacheControlFor } from './cache-policy';
export { contentSecurityPolicy, htmlSecurityHeaders, inlineScriptHashes, type PagePolicy } from './html-security';
export { buildRemoteServer, type RemoteServerOptions } from './remote-app';
export { loadRemoteServerConfig, type RemoteServerConfig, remoteServerEnvironment } from './remote-config';
export { createServer, listen, type ServerOptions, sendText } from './server';
export { registerStaticFiles, type StaticFilesOptions } from './static-files';
export { defaultWorkerCount, onSiblingWorkerNews, runWorkers, tellSiblingWorkers, type WorkersOptions } from './workers';
