import { isIPv4 } from 'node:net';

interface ErrorLike {
  constructor?: { name?: string };
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  query?: unknown;
  parameters?: unknown;
  driverError?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * A PostgreSQL or TypeORM query error. Its message and detail may quote the values of the failing
 * row ("Failing row contains (…)", "invalid input syntax: "…""), so only its code and the names of
 * what failed are logged.
 */
function isDatabaseError(error: ErrorLike): boolean {
  return 'driverError' in error || 'parameters' in error || typeof error.severity === 'string';
}

function stackFrames(stack: unknown): string[] | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
}

const MAX_CAUSE_DEPTH = 3;

/**
 * pino's `err` serializer: type, code and stack frames always; the message only for errors that
 * are not about a query; for query errors the SQL text (placeholders only), never its parameters,
 * and the failing table, column and constraint.
 */
export function serializeErrorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const fault = error as ErrorLike;
  const driver = (typeof fault.driverError === 'object' && fault.driverError !== null ? fault.driverError : fault) as ErrorLike;
  const database = isDatabaseError(fault);
  const serialized: Record<string, unknown> = {
    type: fault.constructor?.name ?? (typeof fault.name === 'string' ? fault.name : 'Error'),
  };
  if (!database && typeof fault.message === 'string') serialized.message = fault.message;
  const code = fault.code ?? driver.code;
  if (typeof code === 'string') serialized.code = code;
  if (database) {
    if (typeof fault.query === 'string') serialized.sql = fault.query;
    for (const field of ['table', 'column', 'constraint'] as const) {
      if (typeof driver[field] === 'string') serialized[field] = driver[field];
    }
    // node-postgres's own failures (time limits, lost connections) carry no code and quote nothing.
    if (code === undefined && typeof driver.message === 'string' && !('severity' in driver)) {
      serialized.message = driver.message;
    }
  }
  const frames = stackFrames(fault.stack);
  if (frames) serialized.stack = frames.join('\n');
  if (fault.cause !== undefined && depth < MAX_CAUSE_DEPTH) serialized.cause = serializeErrorForLog(fault.cause, depth + 1);
  return serialized;
}

/**
 * A client address with its host part cut off (IPv4 /24, IPv6 /48): enough to see that many
 * requests come from one network, not enough to name a person.
 */
export function anonymizeAddress(address: string): string {
  const mapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  // Called for every request line: one slice, not a split and join (a sixth of the time).
  if (isIPv4(mapped)) return `${mapped.slice(0, mapped.lastIndexOf('.'))}.0`;
  // Groups before a "::" are the leading ones, whether or not the address abbreviates.
  const leading = (address.split('::')[0] ?? '').split(':').filter(Boolean);
  return `${leading.slice(0, 3).join(':')}::`;
}
