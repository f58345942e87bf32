import type { AccessMode, ShareLinkAccess } from '@fundnet/validation-schema';
import type { AccessPolicyRow } from './tables';

/**
 * The one place that decides whether a visitor may open a shared thing. Share links use it today; data rooms
 * will call the same function with their own policy rows. Pure: the caller loads the policy, the visitor's
 * state and the NDA's current version, and passes the time.
 */

export type PolicyShape = Pick<AccessPolicyRow, 'requireEmail' | 'verifyEmail'> & { needsPassword: boolean };

/** An access mode as policy columns (ADR 0021). The lists, NDA and expiry are the link's own settings on top. */
export function policyForMode(mode: AccessMode): PolicyShape {
  switch (mode) {
    case 'ByEmail':
      return { requireEmail: true, verifyEmail: 'signIn', needsPassword: false };
    case 'MagicLinkByEmail':
    case 'MagicLinkAnyoneEnteringAnEmail':
      return { requireEmail: true, verifyEmail: 'magicLink', needsPassword: false };
    case 'AnyoneEnteringAnEmail':
      return { requireEmail: true, verifyEmail: 'none', needsPassword: false };
    case 'WithLinkAndPassword':
    case 'AnyoneWithLinkAndPw':
      return { requireEmail: false, verifyEmail: 'none', needsPassword: true };
    default:
      return { requireEmail: false, verifyEmail: 'none', needsPassword: false };
  }
}

/** `anna@example.com` matches the entry `anna@example.com` and the entry `@example.com` (not `@ample.com`, not sub-domains). */
export function addressMatches(list: readonly string[], email: string): boolean {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  return list.some((entry) => entry === address || entry === domain);
}

/**
 * Whether an address may use the policy at all. The most specific entry wins: the address denied, the address
 * allowed (so an approved request opens a link whose @domain is denied), the @domain denied; then a non-empty allow
 * list admits only its entries.
 */
export function addressAdmitted(policy: Pick<AccessPolicyRow, 'allowList' | 'denyList'>, email: string): boolean {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  if (policy.denyList.includes(address)) return false;
  if (policy.allowList.includes(address)) return true;
  if (policy.denyList.includes(domain)) return false;
  return policy.allowList.length === 0 || policy.allowList.includes(domain);
}

export interface VisitorState {
  email: string | null;
  emailVerified: boolean;
  passwordPassed: boolean;
  /** The NDA version the visitor accepted (0: the standard terms), null when not accepted. */
  ndaVersion: number | null;
}

export const noVisitorState: VisitorState = { email: null, emailVerified: false, passwordPassed: false, ndaVersion: null };

/**
 * Where a visitor stands: 'granted', the next gate to pass, or denied (and why). Gates come in a fixed order:
 * e-mail, its proof (sign-in or magic link), password, NDA. Expiry holds at its bound: at `expiresAt` the
 * link is already expired.
 */
export function evaluateAccess(
  policy: Pick<
    AccessPolicyRow,
    'enabled' | 'requireEmail' | 'verifyEmail' | 'passwordHash' | 'allowList' | 'denyList' | 'ndaProfileId' | 'expiresAt'
  >,
  visitor: VisitorState,
  context: { now: Date; currentNdaVersion: number },
): ShareLinkAccess {
  if (!policy.enabled) return { state: 'denied', reason: 'inactive' };
  if (policy.expiresAt && context.now.getTime() >= policy.expiresAt.getTime()) return { state: 'denied', reason: 'expired' };
  if (policy.requireEmail) {
    // Invited-only sign-in links ask for the account, not for a typed address.
    if (!visitor.email) return { state: 'gate', gate: policy.verifyEmail === 'signIn' ? 'signIn' : 'email' };
    if (!addressAdmitted(policy, visitor.email)) return { state: 'denied', reason: 'notAllowed' };
    if (policy.verifyEmail !== 'none' && !visitor.emailVerified) {
      return { state: 'gate', gate: policy.verifyEmail === 'signIn' ? 'signIn' : 'magicLink' };
    }
  } else if (visitor.email && !addressAdmitted(policy, visitor.email)) {
    // A mode without an e-mail step still refuses an address it knows to be denied (a visitor who gave one).
    return { state: 'denied', reason: 'notAllowed' };
  }
  if (policy.passwordHash && !visitor.passwordPassed) return { state: 'gate', gate: 'password' };
  if (policy.ndaProfileId && visitor.ndaVersion !== context.currentNdaVersion) return { state: 'gate', gate: 'nda' };
  return { state: 'granted' };
}
