import { REMOTE_OVERRIDES_STORAGE_KEY } from '@fundnet/app-runtime/prerender';
import { fetchRemotesManifest } from './remotes-manifest';
import {
  activeOverrides,
  clearOverride,
  OVERRIDES_KEY,
  originAllowed,
  setOverride,
  storedOverrides,
  takeOverridesFromAddress,
} from './remote-overrides';

// What import-map-overrides does for single-spa, for our remotes.json (issue 32.5): kept in localStorage, set from the
// address, applied only where the server's meta allows it and from the origins it names.
const allow = (content: string) => {
  document.head.innerHTML = `<meta name="fundnet-remote-overrides" content="${content}">`;
};
const local = 'http://localhost:3005/mf-manifest.json';

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

it("is kept where a server-rendered page's gate looks for it: a developer's remote renders its page itself (ADR 0102)", () => {
  expect(OVERRIDES_KEY).toBe(REMOTE_OVERRIDES_STORAGE_KEY);
});

it('matches an address against the allowed origins: scheme, host or *.domain, port or *', () => {
  const sources = ['http://localhost:*', 'https://*.preview.example.com', 'http://127.0.0.1:3005'];
  expect(originAllowed(local, sources)).toBe(true);
  expect(originAllowed('http://127.0.0.1:3005/x.json', sources)).toBe(true);
  expect(originAllowed('https://pr-12.preview.example.com/mf-manifest.json', sources)).toBe(true);
  expect(originAllowed('http://127.0.0.1:3006/x.json', sources)).toBe(false);
  expect(originAllowed('https://localhost:3005/x.json', sources)).toBe(false);
  expect(originAllowed('https://preview.example.com.evil.test/x.json', sources)).toBe(false);
  expect(originAllowed('https://evil-preview.example.com/x.json', sources)).toBe(false);
  expect(originAllowed('not a url', sources)).toBe(false);
});

it('applies a stored override only where the page allows its origin', () => {
  setOverride('mfe_dataroom', local);
  expect(activeOverrides()).toEqual([]);
  allow('https://*.preview.example.com');
  expect(activeOverrides()).toEqual([]);
  allow('http://localhost:* http://127.0.0.1:*');
  expect(activeOverrides()).toEqual([{ name: 'mfe_dataroom', url: local }]);
});

it('puts the override in place of the environment’s remote in the map the shell reads', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      mfe_dataroom: '/releases/mfe-dataroom/0.1.0_abc1234/mf-manifest.json',
      mfe_admin: '/releases/mfe-admin/0.1.0_abc/mf-manifest.json',
    }),
  }) as unknown as typeof fetch;
  setOverride('mfe_dataroom', local);
  allow('http://localhost:*');
  expect(await fetchRemotesManifest()).toEqual({
    mfe_dataroom: local,
    mfe_admin: new URL('/releases/mfe-admin/0.1.0_abc/mf-manifest.json', document.baseURI).href,
  });
});

it('refuses what is not a remote or not an http address, and ignores a hand-broken value', () => {
  expect(() => setOverride('shell' as never, local)).toThrow('not a remote');
  expect(() => setOverride('mfe_dataroom', 'javascript:alert(1)')).toThrow('not an http(s) address');
  localStorage.setItem(OVERRIDES_KEY, '{not json');
  expect(storedOverrides()).toEqual({});
});

it('sets, clears one and clears all from the address, then takes the parameter out of the address bar', () => {
  const replaceState = jest.fn();
  const at = (search: string) =>
    takeOverridesFromAddress(
      { href: `http://localhost:4000/dataRoom${search}#top` } as Location,
      { state: null, replaceState } as unknown as History,
    );

  expect(
    at(`?tab=files&override=${encodeURIComponent(`mfe_dataroom=${local}`)}&override=mfe_admin=http://localhost:3007/mf-manifest.json`),
  ).toBe(true);
  expect(storedOverrides()).toEqual({ mfe_dataroom: local, mfe_admin: 'http://localhost:3007/mf-manifest.json' });
  expect(replaceState).toHaveBeenLastCalledWith(null, '', '/dataRoom?tab=files#top');

  at('?override=mfe_admin=');
  expect(storedOverrides()).toEqual({ mfe_dataroom: local });
  at('?override=clear');
  expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();

  expect(at('?tab=files')).toBe(false);
  expect(replaceState).toHaveBeenCalledTimes(3);
});

it('clears one override and keeps the others', () => {
  setOverride('mfe_dataroom', local);
  setOverride('mfe_admin', 'http://localhost:3007/mf-manifest.json');
  clearOverride('mfe_dataroom');
  expect(storedOverrides()).toEqual({ mfe_admin: 'http://localhost:3007/mf-manifest.json' });
});
