// Social sign-in (OpenID Connect): the account of a provider identity (the session comes from social-handover.ts).
import { and, eq } from 'drizzle-orm';
import { createUser, markEmailVerified, type UserRow, userById } from '../users';
import type { OidcIdentity, OidcProvider } from './oidc';
import { userIdentities } from './tables';
import { type AuthDeps, authErrors, findActiveUserByEmail, isUniqueViolation } from './common';

/**
 * After an OpenID Connect sign-in: the user linked to this provider identity, else the account with
 * the same (provider-verified) e-mail, which gets linked, else a new account. The session is opened later, by the code exchange (social-handover.ts).
 */
export async function userForIdentity(deps: AuthDeps, provider: OidcProvider, identity: OidcIdentity): Promise<UserRow> {
  const { db } = deps;
  // Two reads where a join was: the account row is users' (an identity always names an existing user: cascade).
  const [link] = await db
    .select({ userId: userIdentities.userId, identityId: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider.name), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  const linkedUser = link ? await userById(db, link.userId) : undefined;
  const linked = link && linkedUser ? { user: linkedUser, identityId: link.identityId } : undefined;
  let user: UserRow | undefined;
  if (linked && !linked.user.deletedAt) {
    user = linked.user;
  } else {
    // A deleted account's link is dropped, so the person can start afresh.
    if (linked) await db.delete(userIdentities).where(eq(userIdentities.id, linked.identityId));
    if (!identity.emailVerified) {
      throw new OidcUserError(
        `Your ${provider.label} e-mail address is not verified. Verify it there, or sign up with your e-mail and a password.`,
      );
    }
    const now = new Date();
    const existing = await findActiveUserByEmail(db, identity.email);
    try {
      user = await db.transaction(async (tx) => {
        let row: UserRow;
        if (existing) {
          row = (await markEmailVerified(tx, existing.id, now)) as UserRow;
        } else {
          row = await createUser(tx, {
            email: identity.email,
            passwordHash: null,
            firstName: identity.firstName,
            lastName: identity.lastName,
            emailVerifiedAt: now,
          });
        }
        await tx
          .insert(userIdentities)
          .values({ userId: row.id, provider: provider.name, subject: identity.subject, email: identity.email });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new OidcUserError(`Sign-in with ${provider.label} failed. Please try again.`);
      throw error;
    }
  }
  if (user.revokedAt) throw new OidcUserError(authErrors.accountInactive);
  return user;
}

/** A social sign-in that reached the provider but cannot sign this person in; shown on the login page. */
export class OidcUserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OidcUserError';
  }
}
