import { matchesRoute, readsOf, startPageOf } from './start-pages';

it('matches literal segments and params, segment for segment', () => {
  expect(matchesRoute('/', '/')).toBe(true);
  expect(matchesRoute('/fund/discovery', '/fund/discovery/')).toBe(true);
  expect(matchesRoute('/fund/:slug', '/fund/northwind')).toBe(true);
  expect(matchesRoute('/fund/:slug', '/fund/shared/abc')).toBe(false);
  expect(matchesRoute('/fund/shared/:slug', '/fund/shared/abc')).toBe(true);
  expect(matchesRoute('/', '/fund')).toBe(false);
});

it('takes the first start page that matches: the list is written most specific first', () => {
  const pages = [
    { path: '/fund/edit', chunks: ['profile-edit-page'] },
    { path: '/fund/:slug', chunks: ['profile-public-page'] },
  ];
  expect(startPageOf('/fund/edit', pages)?.chunks).toEqual(['profile-edit-page']);
  expect(startPageOf('/fund/northwind', pages)?.chunks).toEqual(['profile-public-page']);
  expect(startPageOf('/fund', pages)).toBeUndefined();
});

describe('readsOf', () => {
  const page = { path: '/fund/:slug', reads: ['api/fund-info/public/:slug'] } as const;

  it("puts the address's segments in the page's reads", () => {
    expect(readsOf(page, '/fund/northwind-ventures-ii')).toEqual(['api/fund-info/public/northwind-ventures-ii']);
  });

  it("writes a segment as the page's call does: decoded by the router, encoded by the call", () => {
    // The browser's address keeps `é` escaped and `'` as it is; encodeURIComponent escapes neither the same way.
    expect(readsOf(page, '/fund/caf%C3%A9%20fund')).toEqual([`api/fund-info/public/${encodeURIComponent('café fund')}`]);
    expect(readsOf(page, "/fund/o'neil")).toEqual([`api/fund-info/public/${encodeURIComponent("o'neil")}`]);
  });

  it('reads nothing for a segment that does not decode, or a page with no reads', () => {
    expect(readsOf(page, '/fund/%E0%A4%A')).toEqual([]);
    expect(readsOf({ path: '/fund/:slug' }, '/fund/northwind')).toEqual([]);
  });

  it('fills every param of a path with several', () => {
    const twoParams = { path: '/room/:roomId/file/:fileId', reads: ['api/rooms/:roomId/files/:fileId'] } as const;
    expect(readsOf(twoParams, '/room/r1/file/f2')).toEqual(['api/rooms/r1/files/f2']);
  });
});
