// Generated at build time by @fundnet/mf-config (federation-host.ts): the shared singletons the shell offers remotes.
declare module 'virtual:fundnet/host-shared-modules' {
  export const hostSharedModules: ReadonlyArray<{
    shareKey: string;
    version: string;
    requiredVersion: string;
    load: () => Promise<unknown>;
  }>;
}
