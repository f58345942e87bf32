import { HTTPError, TimeoutError } from 'ky';
import { ApiCancelError, ApiError, apiErrorFromResponse, isApiError, toApiError } from './api-error';
import { NETWORK_ERROR, defaultErrorText } from './error-catalogue';

describe('apiErrorFromResponse', () => {
  it('maps a status to its default text, replaced by the body message', () => {
    expect(apiErrorFromResponse(413).message).toBe('Payload Too Large');
    expect(apiErrorFromResponse(413, { statusCode: 413, error: 'x', message: 'File too big' }).message).toBe('File too big');
    expect(apiErrorFromResponse(413, { message: 'File too big' }).error).toBe('Payload Too Large');
  });

  it('gives Generic Error for statuses outside the catalogue', () => {
    for (const status of [299, 302, 402, 407, 429, 451, 506, 599]) {
      expect(defaultErrorText(status)).toBe('Generic Error');
      expect(apiErrorFromResponse(status).message).toBe('Generic Error');
    }
  });

  it('reads 422 field errors, keeping only strings', () => {
    const error = apiErrorFromResponse(422, { errors: { name: 'Required', tags: ['Too many', 3], bad: 7 } });
    expect(error.fieldErrors).toEqual({ name: ['Required'], tags: ['Too many'] });
    expect(error.message).toBe('Unprocessable Entity');
  });

  it('joins a list of messages', () => {
    expect(apiErrorFromResponse(400, { message: ['a is wrong', 'b is wrong'] }).message).toBe('a is wrong; b is wrong');
  });
});

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = apiErrorFromResponse(404);
    expect(toApiError(error)).toBe(error);
  });

  it('maps aborts (DOM and react-query) to ApiCancelError', () => {
    const abort = toApiError(new DOMException('The operation was aborted.', 'AbortError'));
    expect(abort).toBeInstanceOf(ApiCancelError);
    expect(abort.message).toBe('Request aborted');
    expect(toApiError(Object.assign(new Error('x'), { name: 'CancelledError' }))).toBeInstanceOf(ApiCancelError);
  });

  it('maps fetch failures to a network error', () => {
    for (const message of ['fetch failed', 'Failed to fetch', 'NetworkError when attempting to fetch resource.']) {
      const error = toApiError(new TypeError(message));
      expect(error.kind).toBe('network');
      expect(error.message).toBe(NETWORK_ERROR);
    }
  });

  it('maps ky errors', () => {
    const request = new Request('http://localhost/api/x');
    const http = toApiError(new HTTPError(new Response(null, { status: 503 }), request, {} as never));
    expect(http.status).toBe(503);
    expect(http.message).toBe('Service Unavailable');
    expect(toApiError(new TimeoutError(request)).kind).toBe('timeout');
  });

  it('wraps anything else as an unknown ApiError', () => {
    const error = toApiError(new RangeError('bad index'));
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('unknown');
    expect(error.message).toBe('bad index');
    expect(toApiError('weird').message).toBe('Generic Error');
  });
});
