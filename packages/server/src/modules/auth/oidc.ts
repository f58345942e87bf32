import type { Config } from '../../config';

/** Filled in by the auth module: OpenID Connect clients for the configured social sign-in providers. */
export type OidcClients = Record<string, never>;

export function createOidcClients(_config: Config): OidcClients {
  return {};
}
