import { satisfy } from '@module-federation/runtime';
import { SharedVersionError, sharedFromShellPlugin } from './shared-from-shell';

// A share scope as MF's runtime holds it once the shell and a remote have registered what they offer.
const entry = (from: string, version: string) => ({
  from,
  version,
  lib: () => ({ from }),
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});
const scopeWith = (...entries: Array<ReturnType<typeof entry>>) => ({
  default: { 'react-query': Object.fromEntries(entries.map((e) => [e.version, e])) },
});
const defaultResolver = jest.fn(() => undefined);

function resolve(shareScopeMap: ReturnType<typeof scopeWith>, consumer: string, requiredVersion: string) {
  const hook = sharedFromShellPlugin(satisfy).resolveShare;
  if (!hook) throw new Error('the plugin must resolve shares');
  const args = {
    shareScopeMap,
    scope: 'default',
    pkgName: 'react-query',
    version: '5.2.0',
    shareInfo: { from: consumer, shareConfig: { singleton: true, requiredVersion } },
    GlobalFederation: {},
    resolver: defaultResolver,
  } as never;
  return (hook(args) as { resolver: () => { shared: { from: string } } | undefined }).resolver();
}

it("hands a remote the shell's copy of a singleton, even when the remote's own fallback is newer", () => {
  const resolved = resolve(scopeWith(entry('shell', '5.1.0'), entry('mfe_feed', '5.2.0')), 'mfe_feed', '^5.1.0');
  expect(resolved?.shared.from).toBe('shell');
});

it('refuses a singleton the shell offers in a version outside the remote’s range, naming both', () => {
  expect(() => resolve(scopeWith(entry('shell', '0.1.0'), entry('mfe_feed', '0.2.0')), 'mfe_feed', '^0.2.0')).toThrow(
    new SharedVersionError('react-query', 'mfe_feed', '^0.2.0', '0.1.0'),
  );
  expect(() => resolve(scopeWith(entry('shell', '0.1.0')), 'mfe_feed', '^0.2.0')).toThrow(
    'mfe_feed needs shared module react-query ^0.2.0; the shell offers 0.1.0',
  );
});

it("leaves what the shell does not offer to MF's own choice", () => {
  defaultResolver.mockClear();
  resolve(scopeWith(entry('mfe_profiles', '1.0.0')), 'mfe_feed', '^1.0.0');
  expect(defaultResolver).toHaveBeenCalled();
});
