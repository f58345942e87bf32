import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** The name the shell's MF instance registers its shared modules under (federation.ts). */
export const SHELL_NAME = 'shell';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShare>[0];

export class SharedVersionError extends Error {
  constructor(
    readonly pkgName: string,
    readonly consumer: string,
    readonly requiredVersion: string,
    readonly offered: string,
  ) {
    super(`${consumer} needs shared module ${pkgName} ${requiredVersion}; the shell offers ${offered}`);
    this.name = 'SharedVersionError';
  }
}

/**
 * A remote gets every singleton the shell offers from the shell, or does not load (issue 32.4, ADR 0074).
 *
 * Left alone, MF's runtime only warns when the shell's copy of a singleton does not satisfy a remote's range and hands
 * it over anyway, and with `loaded-first` a remote whose own fallback copy has a higher version may take that instead:
 * two React or two session stores on one page, failing later somewhere in the page, or not at all but wrongly. The
 * promotion check refuses such a remote (packages/release); one forced past it, or served beside an older shell, must
 * end in the area's contained error panel, not in a white page or a second copy. Registered as a global plugin so it
 * also runs in each remote's own runtime instance, which is where a remote resolves what it consumes. `satisfy` is MF's
 * own range check, passed in: the runtime loads with the first remote, never on a shell route (ADR 0063).
 */
export function sharedFromShellPlugin(satisfy: (version: string, range: string) => boolean): ModuleFederationRuntimePlugin {
  return {
    name: 'fundnet-shared-from-shell',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, shareInfo } = args;
      const versions = shareScopeMap[scope]?.[pkgName] ?? {};
      const fromShell = Object.entries(versions).find(([, shared]) => shared.from === SHELL_NAME);
      const requiredVersion = shareInfo.shareConfig?.requiredVersion;
      // Not offered by the shell (what remotes share among themselves), or the shell itself asking: MF's own choice.
      if (!fromShell || !shareInfo.shareConfig?.singleton || shareInfo.from === SHELL_NAME) return args;
      const [version, shared] = fromShell;
      return {
        ...args,
        resolver: () => {
          if (typeof requiredVersion === 'string' && !satisfy(version, requiredVersion)) {
            throw new SharedVersionError(pkgName, shareInfo.from, requiredVersion, version);
          }
          return { shared, useTreesShaking: false };
        },
      };
    },
  };
}
