import { ERROR_CATALOGUE, GENERIC_ERROR_TEXT, HTTP_STATUS_TEXTS } from './http-status-texts';

it('the catalogue is the spec table, in status order', () => {
  expect(Object.keys(ERROR_CATALOGUE).map(Number)).toEqual([
    400, 401, 403, 404, 405, 406, 408, 409, 410, 412, 413, 415, 418, 422, 500, 501, 502, 503, 504, 505,
  ]);
  expect(ERROR_CATALOGUE[418]).toBe('I am a Teapot');
  expect(Object.isFrozen(ERROR_CATALOGUE)).toBe(true);
});

it("the API's texts add 429 to the catalogue and change nothing else", () => {
  expect(HTTP_STATUS_TEXTS).toEqual({ ...ERROR_CATALOGUE, 429: 'Too Many Requests' });
  expect(ERROR_CATALOGUE[429]).toBeUndefined();
  expect(GENERIC_ERROR_TEXT).toBe('Generic Error');
});
