import { readVisitorToken, writeVisitorToken } from './visitor-token';

// ADR 0106: the token is kept in the tab's storage and in a cookie of the link's page, so a reload (or another tab)
// can arrive rendered by the API; both go when the link ends for the visitor.

const setPath = (path: string) => window.history.replaceState(null, '', path);
const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, cleared between tests.
    if (name) document.cookie = `${name}=; Path=${window.location.pathname}; Max-Age=0`;
  }
};

beforeEach(() => {
  sessionStorage.clear();
  setPath('/fund/shared/deck');
  clearCookies();
});

it("keeps the token in the tab's storage and in a cookie of the link's page", () => {
  writeVisitorToken('deck', 'token-1');
  expect(sessionStorage.getItem('fundnet.shareLink.deck')).toBe('token-1');
  expect(document.cookie).toContain('fundnet-visitor=token-1');
  expect(readVisitorToken('deck')).toBe('token-1');
});

it('reads the cookie the page arrived with when the tab has no token (another tab of the same session)', () => {
  writeVisitorToken('deck', 'token-2');
  sessionStorage.clear();
  expect(readVisitorToken('deck')).toBe('token-2');
});

it("reads no cookie on another link's page: the cookie belongs to the page it was written on", () => {
  writeVisitorToken('deck', 'token-3');
  sessionStorage.clear();
  setPath('/fund/shared/other');
  expect(document.cookie).not.toContain('token-3');
  expect(readVisitorToken('other')).toBeNull();
});

it('forgets both when the link ends for the visitor', () => {
  writeVisitorToken('deck', 'token-4');
  writeVisitorToken('deck', null);
  expect(sessionStorage.getItem('fundnet.shareLink.deck')).toBeNull();
  expect(document.cookie).not.toContain('fundnet-visitor');
  expect(readVisitorToken('deck')).toBeNull();
});
