// Social sign-in (OpenID Connect): the account of a provider identity (the session comes from social-handover.ts).
import { and, eq, sql } from 'drizzle-orm';
import { type UserRow, users } from '../users/tables';
import type { OidcIdentity, OidcProvider } from './oidc';
import { userIdentities } from './tables';
import { type AuthDeps, authErrors, findActiveUserByEmail, isUniqueViolation } from './common';

/**
 * After an OpenID Connect sign-in: the user linked to this provider identity, else the account with
 * the same (provider-verified) e-mail, which gets linked, else a new account. The session is opened later, by the code exchange (social-handover.ts).
 */
export async function userForIdentity(deps: AuthDeps, provider: OidcProvider, identity: OidcIdentity): Promise<UserRow> {
  const { db } = deps;
  const [linked] = await db
    .select({ user: users, identityId: userIdentities.id })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider.name), eq(userIdentities.subject, identity.subject)))
    .limit(1);
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
          [row] = (await tx
            .update(users)
            .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
            .where(eq(users.id, existing.id))
            .returning()) as [UserRow];
        } else {
          [row] = (await tx
            .insert(users)
            .values({
              email: identity.email,
              passwordHash: null,
              firstName: identity.firstName,
              lastName: identity.lastName,
              emailVerifiedAt: now,
            })
            .returning()) as [UserRow];
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
