/** What a client is told when the database does not answer in time (503). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Messages node-postgres gives its own time limits and lost connections (they carry no code). */
const DRIVER_MESSAGES = new Set([
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
]);

/** PostgreSQL codes of a cancelled statement (statement_timeout), a shutting-down or full server. */
const SERVER_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

function isUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    (typeof error.message === 'string' && DRIVER_MESSAGES.has(error.message)) ||
    SERVER_CODES.has(code) ||
    SOCKET_CODES.has(code) ||
    // Class 08: connection exceptions.
    /^08[0-9A-Z]{3}$/.test(code)
  );
}

/**
 * True when an error (or what it wraps: TypeORM's driverError, an Error's cause) says the database
 * did not answer in time or could not be reached, as opposed to a fault in the request or the code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (isUnavailable(candidate)) return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
