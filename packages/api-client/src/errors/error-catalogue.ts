/**
 * The error catalogue (product-routes-and-calls §8): the default text for each non-success status.
 * A reply body's `message` replaces the default text; any status not listed gives `GENERIC_ERROR`.
 */
export const errorCatalogue: Readonly<Record<number, string>> = Object.freeze({
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  418: 'I am a Teapot',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
});

/** The text for a status outside the catalogue. */
export const GENERIC_ERROR = 'Generic Error';

/** The message of a cancelled (aborted) request. */
export const REQUEST_ABORTED = 'Request aborted';

/** The message when no reply came back at all (server down, DNS, CORS, offline). */
export const NETWORK_ERROR = 'Network error: the server could not be reached';

/** The message when the client gave up waiting (the `timeout` option). */
export const TIMEOUT_ERROR = 'Request timed out: the server did not answer in time';

/** The catalogue's default text for a status, or 'Generic Error' for any status it does not list. */
export function defaultErrorText(status: number): string {
  return errorCatalogue[status] ?? GENERIC_ERROR;
}
