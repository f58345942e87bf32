import { GENERIC_ERROR_TEXT, HTTP_STATUS_TEXTS } from '@fundnet/validation-schema';

/**
 * The spec's error catalogue (product-routes-and-calls §8) plus 429 for our rate limits: status →
 * default text (the `error` field of every error reply). The table lives in validation-schema,
 * shared with the api-client.
 */
export const statusText: Readonly<Record<number, string>> = HTTP_STATUS_TEXTS;

export const defaultTextFor = (status: number) => statusText[status] ?? GENERIC_ERROR_TEXT;
