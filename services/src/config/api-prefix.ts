/** Every endpoint lives under /api (the shell proxies /api to this service). */
export const API_PREFIX = 'api';
