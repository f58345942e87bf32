import { HTTPError, TimeoutError } from 'ky';
import { GENERIC_ERROR, NETWORK_ERROR, REQUEST_ABORTED, TIMEOUT_ERROR, defaultErrorText } from './error-catalogue';

/**
 * What went wrong:
 * - `http`: the server answered with a non-success status (see `status`);
 * - `network`: no answer at all (server down, offline, DNS, CORS);
 * - `timeout`: the client stopped waiting (the `timeout` option);
 * - `cancel`: the request was aborted (an AbortSignal, or react-query cancelling);
 * - `parse`: the server answered but the JSON could not be read;
 * - `unknown`: anything else (a bug in calling code, most likely).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancel' | 'parse' | 'unknown';

/** A server error body: `{ statusCode, error, message, errors? }` (ARCHITECTURE §4). */
export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  /** Validation failures (422): field name → messages, word for word from the spec. */
  errors?: Record<string, string[]>;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status, or 0 when there was no reply. */
  status: number;
  /** The catalogue's default text for the status (or a fixed text for non-HTTP kinds). */
  error: string;
  /** What a person should read. */
  message: string;
  fieldErrors?: Record<string, string[]>;
  body?: unknown;
  cause?: unknown;
}

/** Every failure of an API call, whatever its cause, surfaces as an ApiError. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when there was no reply (network, timeout, cancel). */
  readonly status: number;
  /** The catalogue's default text for `status` ('Generic Error' outside the catalogue). */
  readonly error: string;
  /** Field name → messages, from a 422 reply's `errors`; empty otherwise. */
  readonly fieldErrors: Record<string, string[]>;
  /** The parsed reply body (JSON, or text when it was not JSON), if any. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.error = init.error;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
  }
}

/** A cancelled request: message 'Request aborted' (product-routes-and-calls §8). */
export class ApiCancelError extends ApiError {
  constructor(cause?: unknown) {
    super({ kind: 'cancel', status: 0, error: REQUEST_ABORTED, message: REQUEST_ABORTED, cause });
    this.name = 'ApiCancelError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isApiCancelError(value: unknown): value is ApiCancelError {
  return value instanceof ApiCancelError;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function messageFrom(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { message } = body;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
    if (parts.length > 0) return parts.join('; ');
  }
  return undefined;
}

function fieldErrorsFrom(body: unknown): Record<string, string[]> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((message): message is string => typeof message === 'string');
    if (list.length > 0) fieldErrors[field] = list;
  }
  return fieldErrors;
}

/**
 * The catalogue mapping: status → default text, replaced by the body's `message` when it has one;
 * a 422 body's `errors` become `fieldErrors`.
 */
export function apiErrorFromResponse(status: number, body?: unknown, cause?: unknown): ApiError {
  const error = defaultErrorText(status);
  return new ApiError({
    kind: 'http',
    status,
    error,
    message: messageFrom(body) ?? error,
    fieldErrors: status === 422 ? fieldErrorsFrom(body) : {},
    body,
    cause,
  });
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError({ kind: 'network', status: 0, error: 'Network Error', message: NETWORK_ERROR, cause });
}

export function timeoutError(cause?: unknown): ApiError {
  return new ApiError({ kind: 'timeout', status: 0, error: 'Request Timeout', message: TIMEOUT_ERROR, cause });
}

// Reply bodies of failed requests, read by the client's `beforeError` hook (reading is async;
// `toApiError` is not), keyed by ky's HTTPError so ky's own retry logic still sees an HTTPError.
const errorBodies = new WeakMap<object, unknown>();

export function rememberErrorBody(error: object, body: unknown): void {
  errorBodies.set(error, body);
}

const hasName = (value: unknown, name: string): boolean =>
  typeof value === 'object' && value !== null && (value as { name?: unknown }).name === name;

// What fetch implementations say when no reply came back: Node/undici, Chrome, Firefox, Safari.
const networkFailure = /fetch failed|failed to fetch|networkerror|network request failed|load failed/i;

/** Turns anything thrown by a call into an ApiError (an ApiCancelError for aborts). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError || (hasName(error, 'HTTPError') && isRecord((error as HTTPError).response))) {
    const { response } = error as HTTPError;
    return apiErrorFromResponse(response.status, errorBodies.get(error as object), error);
  }
  if (error instanceof TimeoutError || hasName(error, 'TimeoutError')) return timeoutError(error);
  if (hasName(error, 'AbortError') || hasName(error, 'CancelledError')) return new ApiCancelError(error);
  if (error instanceof TypeError && networkFailure.test(error.message)) return networkError(error);
  const message = error instanceof Error && error.message ? error.message : GENERIC_ERROR;
  return new ApiError({ kind: 'unknown', status: 0, error: GENERIC_ERROR, message, cause: error });
}
