import { matchesRoute, startPageOf } from './start-pages';

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
