import { matchesRoute, preloadPageOf } from './preload-page';

it('matches literal segments and params, segment for segment', () => {
  expect(matchesRoute('/', '/')).toBe(true);
  expect(matchesRoute('/fund/discovery', '/fund/discovery/')).toBe(true);
  expect(matchesRoute('/fund/:slug', '/fund/northwind')).toBe(true);
  expect(matchesRoute('/fund/:slug', '/fund/shared/abc')).toBe(false);
  expect(matchesRoute('/fund/shared/:slug', '/fund/shared/abc')).toBe(true);
  expect(matchesRoute('/', '/fund')).toBe(false);
});

it("preloads the first page whose pattern matches, and nothing for another area's path", async () => {
  const shared = { preload: jest.fn(async () => ({})) };
  const publicPage = { preload: jest.fn(async () => ({})) };
  const pages = [
    ['/fund/shared/:slug', shared],
    ['/fund/:slug', publicPage],
  ] as const;
  preloadPageOf('/fund/shared/abc', pages);
  expect(shared.preload).toHaveBeenCalledTimes(1);
  expect(publicPage.preload).not.toHaveBeenCalled();
  preloadPageOf('/feed', pages);
  expect(publicPage.preload).not.toHaveBeenCalled();
});

it('swallows a failed preload (the route renders and tries again)', async () => {
  const failing = { preload: jest.fn(() => Promise.reject(new Error('chunk failed'))) };
  preloadPageOf('/x', [['/x', failing]]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(failing.preload).toHaveBeenCalled();
});
