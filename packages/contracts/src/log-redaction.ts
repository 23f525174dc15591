/**
 * What pino replaces wherever it appears in a log line, in the API's logs and the shell's (its
 * server renderer's included): request bodies and query parameters hold what people type (a dog's
 * name, symptoms, an address, a message), headers may hold credentials.
 */
export const REDACTED_LOG_PATHS: readonly string[] = [
  'body',
  '*.body',
  'parameters',
  '*.parameters',
  '*.*.parameters',
  'req.headers.cookie',
  'req.headers.authorization',
];

/** What pino writes in place of a redacted value. */
export const REDACTED_LOG_CENSOR = '[redacted]';
