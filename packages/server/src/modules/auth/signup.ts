// POST auth/signup.
import { audit } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/errors';
import { userCreated } from './extensions';
import { hashPassword } from '../../lib/passwords';
import { createUser, updateUser, type UserRow } from '../users';
import { countRecentCodes, invalidateCodes } from './codes';
import { findOpenInvitation, markInvitationAccepted } from './invitations';
import {
  type AuthDeps,
  HOUR,
  type RequestMeta,
  type SessionReply,
  authErrors,
  authPolicy,
  findActiveUserByEmail,
  isUniqueViolation,
  normalizeEmail,
  startSession,
} from './common';
import { sendEmailVerification } from './email-verification';
import { sendAccountExistsNotice } from './password-reset';
import { revokeAllSessions } from './sessions';

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  invitationCode: string | null;
}

/** The reply to a sign-up without an invitation: the same whether the address was free or not. */
export interface SignupAccepted {
  status: 'verificationSent';
  email: string;
}

/**
 * POST auth/signup.
 *
 * Without an invitation code it answers `verificationSent` whatever the address, opens no session, and tells the
 * mailbox's owner what to do next, so the form cannot be used to find out who has an account (issue 9.5):
 * - a free address: the account is created unverified and the verification mail (link + 6-digit code) is sent;
 *   entering the code with the address (auth/verify-email) or logging in signs the user in;
 * - an address whose account was never verified: the sign-up is taken as the newest attempt of the mailbox's
 *   owner: its name and password replace the pending ones, earlier codes and sessions end (so whoever registered the
 *   address first cannot keep a way in), and a fresh verification mail is sent;
 * - a verified account: nothing changes; its owner gets a mail saying someone tried to sign up, with a password-reset
 *   link in case they forgot theirs.
 * The password is hashed in every case so that the answer takes as long whichever case it was.
 *
 * With `invitationCode` of an open administrator invitation to the same address, the account is created as an
 * administrator with its e-mail verified (the invitation reached it), the invitation is accepted and a session starts:
 * holding the mailed code already proves the address, so nothing is revealed.
 */
export async function signup(deps: AuthDeps, input: SignupInput, meta: RequestMeta): Promise<SessionReply | SignupAccepted> {
  if (input.invitationCode) return signupAsInvitedAdministrator(deps, input, meta);
  const { db } = deps;
  const email = normalizeEmail(input.email);
  const accepted: SignupAccepted = { status: 'verificationSent', email };
  const passwordHash = await hashPassword(input.password);
  const existing = await findActiveUserByEmail(db, email);
  if (existing) {
    await answerExistingAccount(deps, existing, input, passwordHash);
    return accepted;
  }
  let user: UserRow;
  try {
    user = await createUser(db, {
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
    });
  } catch (error) {
    // The same address signing up twice at once: the other request created it and mailed its owner.
    if (isUniqueViolation(error)) return accepted;
    throw error;
  }
  await userCreated(db, { userId: user.id, email, referralCode: meta.referralCode ?? null, ip: meta.ip ?? null });
  await audit(db, {
    action: 'auth.signup',
    actorId: user.id,
    actorEmail: email,
    ip: meta.ip ?? null,
    targetType: 'user',
    targetId: user.id,
    targetLabel: email,
  });
  await sendEmailVerification(deps, user);
  return accepted;
}

async function answerExistingAccount(deps: AuthDeps, user: UserRow, input: SignupInput, passwordHash: string) {
  if (user.revokedAt) return;
  if (user.emailVerifiedAt) {
    await sendAccountExistsNotice(deps, user);
    return;
  }
  // Mail bombing through repeated sign-ups stops at the same hourly limit as "send a new code".
  if ((await countRecentCodes(deps.db, user.id, ['verify-email-link'], HOUR)) >= authPolicy.codesPerHour) return;
  const updated = await updateUser(
    deps.db,
    user.id,
    { passwordHash, firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber },
    { onlyIfUnverified: true },
  );
  if (!updated) return; // verified in the meantime: the owner already has the account they want
  await invalidateCodes(deps.db, user.id, ['verify-email-link', 'verify-email-code']);
  await revokeAllSessions(deps.db, user.id);
  await sendEmailVerification(deps, updated);
}

async function signupAsInvitedAdministrator(deps: AuthDeps, input: SignupInput, meta: RequestMeta): Promise<SessionReply> {
  const { db } = deps;
  const email = normalizeEmail(input.email);
  const invitation = await findOpenInvitation(db, 'admin', input.invitationCode!);
  if (!invitation || invitation.email !== email) throw badRequest(authErrors.invitationInvalid);
  if (await findActiveUserByEmail(db, email)) throw conflict(authErrors.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const created = await createUser(tx, {
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        isAdmin: true,
        emailVerifiedAt: now,
      });
      if (!(await markInvitationAccepted(tx, invitation.id, created.id))) throw badRequest(authErrors.invitationInvalid);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authErrors.emailTaken);
    throw error;
  }
  return startSession(deps, user, meta);
}
