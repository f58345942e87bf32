import { packageOf } from './source-packages.mjs';

it('names the library, our package or the app code a profiled place belongs to', () => {
  expect(packageOf('beginWork react-dom/cjs/react-dom-client.production.js:7768')).toBe('react-dom');
  expect(packageOf('deepmerge @mui/utils/deepmerge/deepmerge.mjs:41')).toBe('@mui/utils');
  expect(packageOf('documentCookies packages/api-client/src/http/request-context.ts:19')).toBe('packages/api-client');
  expect(packageOf('hintPreload src/root-config/preload-remote.ts:89')).toBe('src');
  expect(packageOf('__webpack_require__ webpack/bootstrap:5')).toBe('webpack');
  expect(packageOf(' stylis/src/Parser.js:25')).toBe('stylis');
});

it('keeps the garbage collector apart and puts what has no source map under the browser', () => {
  expect(packageOf('(garbage collector) ')).toBe('(garbage collector)');
  expect(packageOf('appendChild ')).toBe('(browser, unmapped)');
  expect(packageOf('x /remotes/mfe-profiles/1856.js')).toBe('(browser, unmapped)');
});
