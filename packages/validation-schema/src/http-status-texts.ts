/**
 * The error catalogue (product-routes-and-calls §8): the default text of each non-success status.
 * The one table for the API (the `error` field of its replies) and the client (an error's text when
 * the reply has none).
 */
export const ERROR_CATALOGUE: Readonly<Record<number, string>> = Object.freeze({
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

/**
 * The texts the API answers with: the spec's catalogue plus 429 'Too Many Requests' (its rate
 * limits, which the spec does not list; the client keeps the spec's table and reads 429 as
 * 'Generic Error' unless the reply says more, which ours always does).
 */
export const HTTP_STATUS_TEXTS: Readonly<Record<number, string>> = Object.freeze({
  ...ERROR_CATALOGUE,
  429: 'Too Many Requests',
});

/** The text of any non-success status the table does not list. */
export const GENERIC_ERROR_TEXT = 'Generic Error';
