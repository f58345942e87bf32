import type { FastifyContextConfig } from 'fastify';
import { type ProfileMemberRole, roleAtLeast } from '@fundnet/validation-schema';
import { authOf, profileRuleOf } from '../plugins/openapi';

/**
 * Who may call what: the one file a reviewer reads to see which operations the authorization matrix
 * (authorization-matrix.test.ts) lets through for which actor. Everything not open here must answer 401, 403 or 404.
 *
 * Two sources, nothing else:
 * 1. The route's own config (plugins/auth.ts `config.auth`, plugins/profile-context.ts `config.profile`), read by
 *    `openByConfig` below. A new route is covered with no new test code. When a new authorization mode is added to
 *    the route config (e.g. `profile: { optional: true }` or an administrator acting on a target profile), it is
 *    read here, in `openByConfig`, and nowhere else.
 * 2. `crossTenantAllowList`: operations a user of another tenant may call on this tenant's ids (path parameters),
 *    each with the reason. Without an entry, a GET or DELETE with this tenant's ids in its path must refuse the
 *    stranger (401/403/404).
 */

/** The actors of the matrix. `victim` is the tenant under test: a profile and its owner. */
export type Actor =
  /** no token */
  | 'anonymous'
  /** a user of another tenant, sending their own profile's headers (the victim's ids in the path) */
  | 'stranger'
  /** the same user sending the victim profile's meta-profile headers */
  | 'strangerWithVictimHeaders'
  /** a member of the victim profile with the lowest role */
  | 'lowestMember'
  /** an administrator who is not a member of the victim profile */
  | 'administrator';

export const actors: readonly Actor[] = ['anonymous', 'stranger', 'strangerWithVictimHeaders', 'lowestMember', 'administrator'];

/** The lowest member role (profile-context's order: viewer < editor < admin < owner). */
export const LOWEST_ROLE: ProfileMemberRole = 'viewer';

/** Whether the route's config lets this actor through the auth and profile plugins. */
export function openByConfig(config: FastifyContextConfig, actor: Actor): boolean {
  const auth = authOf(config);
  const profile = profileRuleOf(config);
  if (actor === 'anonymous') return (auth === 'public' || auth === 'optional') && (!profile || profile.optional === true);
  // Admin routes, including admin-target mode (an administrator acting on the profile its headers name).
  if (auth === 'admin') return actor === 'administrator';
  if (!profile) return true;
  // Optional mode: no headers is fine, but headers that are sent are checked as in member mode (any role).
  if (profile.optional === true) return actor !== 'strangerWithVictimHeaders' && actor !== 'administrator';
  const minRole = profile.minRole as ProfileMemberRole;
  switch (actor) {
    case 'stranger':
      return true; // the stranger's own profile (they own it): their own data, not the victim's
    case 'strangerWithVictimHeaders':
      return false;
    case 'lowestMember':
      return roleAtLeast(LOWEST_ROLE, minRole);
    case 'administrator':
      return false; // administrators are not members of the profiles they oversee
  }
}

/**
 * Operations (operationId) a stranger may call with the victim's ids in the path, and why. Everything else
 * with the victim's ids in a GET or DELETE path must answer the stranger 401, 403 or 404.
 */
export const crossTenantAllowList: Readonly<Record<string, string>> = {
  'fundInfo.public': 'The public page of a published profile, by slug: anyone may read it.',
  'investorInfo.public': 'The public page of a published profile, by slug: anyone may read it.',
  'serviceProvider.public': 'The public page of a published profile, by slug: anyone may read it.',
  'profileCta.public': 'The call-to-action of a public profile page: public by design.',
  'profileNda.public': 'The NDA a visitor must accept before a gated section: public by design.',
  'profileClaim.claimability': 'Whether a published profile can be claimed: shown on its public page.',
  'trackRecord.fund': 'The track records a published fund chose to show on its profile: public by design (empty otherwise).',
};
