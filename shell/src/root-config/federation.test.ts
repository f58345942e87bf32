import { createInstance, registerGlobalPlugins } from '@module-federation/runtime';
import { federationHost } from './federation';
import { fetchRemotesManifest } from './remotes-manifest';

// MF's runtime and the build's list of offered modules stand in here; what is tested is how the shell wires them.
const instance = { loadRemote: jest.fn(), registerRemotes: jest.fn() };
jest.mock('@module-federation/runtime', () => ({
  createInstance: jest.fn(() => instance),
  registerGlobalPlugins: jest.fn(),
  satisfy: jest.fn(),
}));
jest.mock('@module-federation/runtime/core', () => ({ name: 'runtime-core' }));
const reactQuery = { QueryClient: class {} };
const mockLoadReactQuery = jest.fn(async () => reactQuery);
jest.mock(
  'virtual:fundnet/host-shared-modules',
  () => ({
    hostSharedModules: [
      { shareKey: '@tanstack/react-query', version: '5.108.0', requiredVersion: '^5.108.0', load: () => mockLoadReactQuery() },
    ],
  }),
  { virtual: true },
);
jest.mock('./remotes-manifest', () => ({ fetchRemotesManifest: jest.fn() }));
const createInstanceMock = createInstance as jest.Mock;
const fetchManifestMock = fetchRemotesManifest as jest.Mock;

it('is created once, from remotes.json, offering the shared singletons and putting the runtime where remotes read it', async () => {
  fetchManifestMock.mockResolvedValue({ mfe_admin: 'https://cdn.example/admin/mf-manifest.json' });
  const [first, second] = await Promise.all([federationHost(), federationHost()]);
  expect(first).toBe(second);
  expect(createInstanceMock).toHaveBeenCalledTimes(1);
  const options = createInstanceMock.mock.calls[0][0];
  expect(options).toMatchObject({
    name: 'shell',
    remotes: [{ name: 'mfe_admin', entry: 'https://cdn.example/admin/mf-manifest.json' }],
    shareStrategy: 'loaded-first',
    plugins: [expect.objectContaining({ name: 'fundnet-retry-once' }), expect.objectContaining({ name: 'fundnet-yield-between-steps' })],
  });
  // Every remote's own runtime instance resolves shared modules through the shell's check (shared-from-shell.ts).
  expect(registerGlobalPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'fundnet-shared-from-shell' })]);
  const offered = options.shared['@tanstack/react-query'];
  expect(offered).toMatchObject({ version: '5.108.0', shareConfig: { singleton: true, requiredVersion: '^5.108.0' } });
  // What a remote receives is the shell's own module, so the page holds one QueryClient class, loaded (evaluated) in
  // a task of its own, not in the one that asked for it.
  const factory = offered.get();
  await Promise.resolve();
  expect(mockLoadReactQuery).not.toHaveBeenCalled();
  expect((await factory)()).toBe(reactQuery);
  expect(mockLoadReactQuery).toHaveBeenCalledTimes(1);
  expect((globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE).toMatchObject({ name: 'runtime-core' });

  first.registerRemote('mfe_admin', 'https://cdn.example/admin/mf-manifest.json?retry=1');
  expect(instance.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mfe_admin', entry: 'https://cdn.example/admin/mf-manifest.json?retry=1' }],
    {
      force: true,
    },
  );
});
