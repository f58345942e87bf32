/**
 * Tells a lost or unreachable database apart from a failing query, so the edge can answer 503 (try again shortly)
 * instead of 500 (our bug). Drizzle wraps driver errors (DrizzleQueryError.cause), so the whole cause chain is read.
 */

/** Socket-level failures: the server is down, restarting, or the network path is gone. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs meaning "this connection or server is not usable now": class 08 (connection exception),
 * 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now: a restart), 53300 (too many connections).
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages node-postgres and pg-pool use for a connection that died or never came. */
const unavailableMessages = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
];

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the error means the database is unreachable or the connection was lost (retrying later may work). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of causes(error)) {
    const code = typeof item.code === 'string' ? item.code : undefined;
    if (code && (networkCodes.has(code) || unavailableSqlStates.has(code) || code.startsWith('08'))) return true;
    const message = typeof item.message === 'string' ? item.message : '';
    if (unavailableMessages.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/**
 * PostgreSQL's class 22 (data exception: invalid text representation, numeric value out of range, NUL in text, …).
 * The edge and the schemas refuse such input first (plugins/text-guard.ts); this is the net under them, so a value that
 * still slips through is the caller's 422, not our 500. It is logged as a warning: a schema should be tightened.
 */
export function isDataException(error: unknown): boolean {
  for (const item of causes(error)) {
    if (typeof item.code === 'string' && /^22[0-9A-Z]{3}$/.test(item.code) && 'severity' in item) return true;
  }
  return false;
}

export const DATA_EXCEPTION_MESSAGE = 'A value in this request cannot be stored. Check the values and try again.';
