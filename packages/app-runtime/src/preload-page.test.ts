import { preloadPageOf } from './preload-page';

it("preloads the first page whose pattern matches, and nothing for another area's path", async () => {
  const shared = { preload: jest.fn(async () => ({})) };
  const publicPage = { preload: jest.fn(async () => ({})) };
  const pages = [
    { path: '/fund/shared/:slug', page: shared },
    { path: '/fund/:slug', page: publicPage },
  ];
  preloadPageOf('/fund/shared/abc', pages);
  expect(shared.preload).toHaveBeenCalledTimes(1);
  expect(publicPage.preload).not.toHaveBeenCalled();
  preloadPageOf('/feed', pages);
  expect(publicPage.preload).not.toHaveBeenCalled();
});

it('swallows a failed preload (the route renders and tries again)', async () => {
  const failing = { preload: jest.fn(() => Promise.reject(new Error('chunk failed'))) };
  preloadPageOf('/x', [{ path: '/x', page: failing }]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(failing.preload).toHaveBeenCalled();
});
