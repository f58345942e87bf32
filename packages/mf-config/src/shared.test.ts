import path from 'node:path';
import { installedVersion, sharedConfig, sharedSingletons } from './shared';

const root = path.resolve(__dirname, '../../..');
const apps = [
  'shell',
  'mfe-discovery',
  'mfe-profiles',
  'mfe-dataroom',
  'mfe-trackrecord',
  'mfe-commitments',
  'mfe-events-feed',
  'mfe-admin',
];

describe('sharedConfig', () => {
  const shared = sharedConfig(path.join(root, 'shell'));

  it('shares every singleton and the subpaths that would otherwise ship twice, each as a singleton', () => {
    for (const name of [...sharedSingletons, 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client']) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
  });

  it('requires at least the installed version of each (MF cannot read catalog: or workspace: ranges)', () => {
    for (const entry of Object.values(shared)) {
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
    }
    expect(shared.react!.version).toBe(installedVersion(path.join(root, 'shell'), 'react'));
  });

  it("gives a subpath its parent's version, and react and react-dom one version", () => {
    expect(shared['react/jsx-runtime']!.version).toBe(shared.react!.version);
    expect(shared['react-dom/client']!.version).toBe(shared['react-dom']!.version);
    // Two different versions show as "Cannot read properties of undefined (reading 'S')" (STACK-NOTES).
    expect(shared['react-dom']!.version).toBe(shared.react!.version);
  });

  it('is the same in the shell and every remote: one version of each shared module across the federation', () => {
    const versionsOf = (app: string) =>
      Object.fromEntries(Object.entries(sharedConfig(path.join(root, app))).map(([name, entry]) => [name, entry.version]));
    const shell = versionsOf('shell');
    for (const app of apps.slice(1)) expect([app, versionsOf(app)]).toEqual([app, shell]);
  });

  it('says which module is not installed', () => {
    expect(() => installedVersion(path.join(root, 'shell'), 'no-such-package-anywhere')).toThrow(/no-such-package-anywhere/);
  });
});
