export { cacheControlFor } from './cache-policy';
export { contentTypeFor } from './content-types';
export { listen, sendText, type RequestHandler } from './http-server';
export { StaticFiles, type SendFileOptions, type StaticFile } from './static-files';
