import { fetchRemotesManifest, remotesManifestUrl } from './remotes-manifest';

// The map's address: remotes.json beside the shell (npm start, static hosting), or the one a release environment names.
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({
    ok: true,
    json: async () => ({ mfe_dataroom: '/releases/mfe-dataroom/0.1.0_abc1234/mf-manifest.json', shell: 'ignored' }),
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.head.innerHTML = '';
});

it('reads remotes.json beside the shell when the page names no map', async () => {
  expect(remotesManifestUrl()).toBe('remotes.json');
  await fetchRemotesManifest();
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe(new URL('remotes.json', document.baseURI).href);
});

it("reads the environment's map named by the page, uncached, and resolves its entries against it", async () => {
  document.head.innerHTML = '<meta name="fundnet-remotes" content="/remotes.json">';
  const manifest = await fetchRemotesManifest();
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe(new URL('/remotes.json', document.baseURI).href);
  expect(fetchMock.mock.calls[0]?.[1]).toEqual({ cache: 'no-cache' });
  expect(manifest).toEqual({ mfe_dataroom: new URL('/releases/mfe-dataroom/0.1.0_abc1234/mf-manifest.json', document.baseURI).href });
});
