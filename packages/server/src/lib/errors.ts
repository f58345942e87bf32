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
/**
 * A request field names something that does not exist (or that the caller may not see, which answers the same so its
 * existence is not revealed): 422 `REFERENCE_NOT_FOUND` on that field, the body the foreign-key mapping in
 * plugins/errors.ts sends too, so a looked-up reference and one the database refuses read alike (issue 31.6).
 * `field` is the request's dot path (`profileId`, `rows.0.lpProfileId`); the message is the family's own words.
 */
export const referenceNotFound = (field: string, message: string) =>
  new AppError(422, message, 'REFERENCE_NOT_FOUND', { [field]: [message] });

/**
 * A body field's id looked up with a lookup the path routes share, which answers 404 for none (or for one the
 * caller may not see): that 404 becomes the 422 on `field`, in the lookup's words unless `message` names the thing
 * the field holds (a lookup of an item that fails on its room). Other errors (403, 409) pass unchanged.
 */
export async function asReference<T>(field: string, lookup: Promise<T>, message?: string): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw referenceNotFound(field, message ?? error.message);
    throw error;
  }
}

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
