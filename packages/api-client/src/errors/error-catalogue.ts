import { ERROR_CATALOGUE, GENERIC_ERROR_TEXT } from '@fundnet/validation-schema';

/**
 * The error catalogue (product-routes-and-calls §8): the default text for each non-success status.
 * A reply body's `message` replaces the default text; any status not listed gives `GENERIC_ERROR`.
 * The table lives in validation-schema, shared with the server.
 */
export const errorCatalogue: Readonly<Record<number, string>> = ERROR_CATALOGUE;

/** The text for a status outside the catalogue. */
export const GENERIC_ERROR = GENERIC_ERROR_TEXT;

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
