import { federationHost } from './federation';
import { fetchRemotesManifest } from './remotes-manifest';

jest.mock('@module-federation/runtime', () => ({ createInstance: jest.fn(() => ({})) }));
jest.mock('@module-federation/runtime/core', () => ({ default: {} }));
jest.mock('virtual:fundnet/host-shared-modules', () => ({ hostSharedModules: [] }), { virtual: true });
jest.mock('./remotes-manifest', () => ({ fetchRemotesManifest: jest.fn() }));
const fetchManifestMock = fetchRemotesManifest as jest.Mock;

it('reads remotes.json again after a failure, so a retry can succeed', async () => {
  fetchManifestMock.mockRejectedValueOnce(new Error('remotes.json answered 503'));
  await expect(federationHost()).rejects.toThrow('remotes.json answered 503');
  fetchManifestMock.mockResolvedValueOnce({ mfe_feed: 'https://cdn.example/feed/mf-manifest.json' });
  await expect(federationHost()).resolves.toMatchObject({ manifest: { mfe_feed: 'https://cdn.example/feed/mf-manifest.json' } });
  expect(fetchManifestMock).toHaveBeenCalledTimes(2);
});
