import { publicPageAt, sharedPageAt } from './public-page-address';

// The addresses the API's render service asks this area to render (ADR 0104): only a public profile page.

it('finds the public page of each kind of profile, its slug decoded', () => {
  expect(publicPageAt('/fund/alpha-ventures-ii')).toEqual({ type: 'fund', slug: 'alpha-ventures-ii' });
  expect(publicPageAt('/investor/nordic-pension')).toEqual({ type: 'investor', slug: 'nordic-pension' });
  expect(publicPageAt('/serviceProvider/ledger-%26-co')).toEqual({ type: 'serviceProvider', slug: 'ledger-&-co' });
});

it("leaves the area's other pages alone: the edit pages, a share link, the owner's page, deeper addresses", () => {
  for (const path of [
    '/fund/edit',
    '/investor/edit',
    '/serviceProvider/edit',
    '/fund/shared/abc123',
    '/fund',
    '/fund/a/b',
    '/settings/team',
  ])
    expect(publicPageAt(path)).toBeNull();
});

it('names no profile for a slug that is not valid percent-encoding', () => {
  expect(publicPageAt('/fund/%E0%A4%A')).toBeNull();
});

it("finds a share link's page, its slug decoded, and nothing else of the area", () => {
  expect(sharedPageAt('/fund/shared/fund-ii-deck')).toEqual({ slug: 'fund-ii-deck' });
  expect(sharedPageAt('/fund/shared/a%20b')).toEqual({ slug: 'a b' });
  for (const path of ['/fund/shared', '/fund/shared/a/b', '/fund/alpha-ventures-ii', '/fund/edit', '/fund/shared/%E0%A4%A'])
    expect(sharedPageAt(path)).toBeNull();
});
