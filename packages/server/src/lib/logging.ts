import type { FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';

/**
 * What the server's logs may contain. Logs go to shared systems and people, so they never carry what a user sent
 * into a query or a secret:
 * - errors are logged by type, code and a message with values cut out: Drizzle's "Failed query: … params: …" keeps
 *   the SQL text (placeholders only) and drops the parameters; PostgreSQL's `detail` ("Key (email)=(…)") and a
 *   trailing quoted value ('invalid input syntax for type uuid: "…"') are dropped too;
 * - request URLs are logged without their query string (signed file links, verification tokens);
 * - authorization and cookie headers are redacted wherever they appear.
 */

const copiedErrorFields = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'dataType'];

/** Cuts user values out of an error message (see above). */
export function safeErrorMessage(error: Error): string {
  const message = error.message ?? '';
  if ('query' in error && 'params' in error && message.startsWith('Failed query:')) {
    return `Failed query: ${String((error as { query: unknown }).query)} (parameters not logged)`;
  }
  // PostgreSQL puts the offending input last, in double quotes, after a colon.
  return message.replace(/: "[^"]*"$/s, ': "[value not logged]"').replace(/\nparams: [\s\S]*$/, ' (parameters not logged)');
}

function stackFrames(error: Error): string | undefined {
  // The stack starts with "Name: message": keep only the frames, the message is logged (cleaned) on its own.
  return error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

export interface SafeSerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeSerializedError;
  [field: string]: unknown;
}

/** pino serializer for `err`: type, code and clean message, frames, and the cause chain (up to 4 deep). */
export function serializeErrorSafely(error: unknown, depth = 0): SafeSerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-Error value thrown (not logged)' };
  const out: SafeSerializedError = { type: error.constructor?.name || error.name, message: safeErrorMessage(error) };
  for (const field of copiedErrorFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  const stack = stackFrames(error);
  if (stack) out.stack = stack;
  if (error.cause !== undefined && depth < 4) out.cause = serializeErrorSafely(error.cause, depth + 1);
  return out;
}

/** pino serializer for `req`: method, path without query, route pattern, and where it came from. */
export function serializeRequestSafely(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.token',
  '*.secret',
];

/**
 * Development logs people can read: one coloured line per entry (time, level, message, then the fields), through
 * pino-pretty in the main thread (fine for development volumes). Production and piped output stay JSON lines.
 */
export function prettyStream(destination?: NodeJS.WritableStream) {
  return pretty({
    colorize: destination === undefined && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: false,
    ...(destination ? { destination } : {}),
  });
}

/**
 * Fastify's logger options: the safe serializers and redaction always; readable lines when `pretty` (config.prettyLogs:
 * development with a terminal or FUNDNET_LOG_PRETTY=true); `override` (tests) may add a level or a stream.
 */
export function loggerOptions(
  level: string,
  override?: boolean | Record<string, unknown>,
  pretty = false,
): false | Record<string, unknown> {
  if (override === false) return false;
  const base: Record<string, unknown> = {
    level,
    serializers: { err: serializeErrorSafely, req: serializeRequestSafely },
    redact: logRedactPaths,
  };
  if (override && typeof override === 'object') {
    return { ...base, ...override, serializers: { ...(base.serializers as object), ...((override.serializers as object) ?? {}) } };
  }
  return pretty ? { ...base, stream: prettyStream() } : base;
}
