// The five pages `pnpm bench:lighthouse` measures, two of which exist only in the demo data: a published fund's public
// page and a share link's page as its visitor sees it once past the link's gates. Both are found through the API, as
// the web app finds them (no database access, no slug written into the script), so the benchmark follows the seed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The address the benchmark gives at a link's e-mail gate (the demo link denies only @rival-capital.example). */
export const BENCH_VISITOR_EMAIL = 'lighthouse@bench.example';
/** The full name the benchmark's visitor signs a link's NDA with, where the link asks for a signature. */
export const BENCH_VISITOR_NAME = 'Lighthouse Bench';

/** Where the share-link page keeps a link's visitor token: this tab's sessionStorage, keyed by the slug (visitor-token.ts). */
export const visitorTokenKey = (slug) => `fundnet.shareLink.${slug}`;
/** And the cookie of the link's page it keeps the token in too (validation-schema's VISITOR_PAGE_COOKIE). */
export const VISITOR_PAGE_COOKIE = 'fundnet-visitor';

async function call(base, method, route, { token, headers = {}, json } = {}) {
  const response = await fetch(`${base}/api/${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api/${route} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Signs in as the demo user of `npm start` (packages/server/src/seed/demo-accounts.json). */
async function signInAsDemoUser(base, root) {
  const accounts = JSON.parse(readFileSync(path.join(root, 'packages/server/src/seed/demo-accounts.json'), 'utf8'));
  const { token } = await call(base, 'POST', 'auth/login', { json: { email: accounts.user.email, password: accounts.user.password } });
  return token;
}

/**
 * Passes every gate of a link the way its page does (token-from-slug, then store-email and confirm-nda as asked) and
 * returns the visitor token with the access granted. A gate a script cannot pass honestly (a password it does not
 * know, a sign-in, a mailed magic link) stops the benchmark with its name rather than measuring a gate page instead.
 */
export async function passLinkGates(base, slug) {
  const visitor = (token) => ({ 'x-visitor-token': token });
  let state = await call(base, 'POST', `fund-custom-profile-link/token-from-slug/${encodeURIComponent(slug)}`);
  const passed = [];
  for (let step = 0; step < 5 && state.access.state === 'gate'; step++) {
    const gate = state.access.gate;
    if (gate === 'email') {
      state = await call(base, 'POST', 'fund-custom-profile-link/store-email', {
        headers: visitor(state.token),
        json: { email: BENCH_VISITOR_EMAIL },
      });
    } else if (gate === 'nda' && state.nda?.mode === 'signature') {
      // A link that asks for a signed NDA (issue 35): the visitor signs by typing a full name, as the page asks.
      state = await call(base, 'POST', 'fund-custom-profile-link/sign-nda', {
        headers: visitor(state.token),
        json: { version: state.nda.version, fullName: BENCH_VISITOR_NAME, agree: true },
      });
    } else if (gate === 'nda') {
      state = await call(base, 'POST', 'fund-custom-profile-link/confirm-nda', { headers: visitor(state.token), json: { accept: true } });
    } else {
      throw new Error(`the share link ${slug} asks for a gate the benchmark cannot pass: ${gate}`);
    }
    passed.push(gate);
  }
  if (state.access.state !== 'granted') throw new Error(`the share link ${slug} did not open: ${JSON.stringify(state.access)}`);
  return { token: state.token, passed };
}

/** Whether `word` names `page` (`--pages` of the benchmarks): its exact name (`/`), or a word in it (`discovery`, `share`). */
export const namedBy = (page, word) => page.name === word || (word !== '/' && page.name.includes(word));

/** The pages any of `words` names, in their own order; every page when no word is given. */
export const pagesNamedBy = (pages, words) => pages.filter((page) => words.length === 0 || words.some((word) => namedBy(page, word)));

/**
 * The pages to measure against a server seeded with the demo data: `/`, `/fund/discovery`, `/login`, the demo fund's
 * public page, and its gated share link ("Fund II investor deck": e-mail, then NDA) with the visitor token to put in
 * the tab before Lighthouse loads it.
 */
export async function seededPages(base, root) {
  const userToken = await signInAsDemoUser(base, root);
  const mine = await call(base, 'GET', 'profiles/mine', { token: userToken });
  const fund = mine.find((profile) => profile.type === 'fund' && profile.status === 'published');
  if (!fund) throw new Error(`the demo user has no published fund (profiles: ${mine.map((p) => `${p.type} ${p.status}`).join(', ')})`);
  const { items: links } = await call(base, 'GET', 'fund-custom-profile-link/list', {
    token: userToken,
    headers: { 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' },
  });
  // The gated link: "after its gate" is the point of measuring it (the public teaser has none).
  const link = links.find((candidate) => candidate.status === 'active' && !candidate.expired && candidate.accessMode !== 'AnyoneWithLink');
  if (!link) throw new Error(`the demo fund has no active gated share link (links: ${links.map((l) => l.accessMode).join(', ')})`);
  const { token, passed } = await passLinkGates(base, link.slug);
  return [
    { name: '/', path: '/' },
    { name: '/fund/discovery', path: '/fund/discovery' },
    { name: '/login', path: '/login' },
    { name: 'fund public page', path: `/fund/${fund.slug}` },
    {
      name: `share link (after ${passed.join(' + ')})`,
      path: new URL(link.url, base).pathname,
      // What the page keeps once past the gates: the token in the tab, and in its page's cookie (ADR 0106).
      sessionStorage: { [visitorTokenKey(link.slug)]: token },
      cookies: [{ name: VISITOR_PAGE_COOKIE, value: token, path: new URL(link.url, base).pathname, sameSite: 'Strict' }],
    },
  ];
}
