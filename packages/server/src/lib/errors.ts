/**
 * Domain errors with an HTTP status, thrown by services and mapped to the error body at the edge
 * (plugins/errors.ts). `message` is what a person should read.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code?: string) => new AppError(400, message, code);
export const unauthorized = (message = 'Please sign in to continue.', code?: string) => new AppError(401, message, code);
export const forbidden = (message = 'You do not have permission to do this.', code?: string) => new AppError(403, message, code);
export const notFound = (message = 'Not found.', code?: string) => new AppError(404, message, code);
export const conflict = (message: string, code?: string) => new AppError(409, message, code);
export const gone = (message: string, code?: string) => new AppError(410, message, code);
/** A validation failure found by a service (e.g. a wrong current password): 422 with field messages. */
export const unprocessable = (errors: Record<string, string[]>, message?: string) =>
  new AppError(422, message ?? Object.values(errors)[0]?.[0] ?? 'Validation failed', 'VALIDATION', errors);

/** 429 with how long to wait (sent as Retry-After by plugins/errors.ts). */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    code: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, code);
  }
}
