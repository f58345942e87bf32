// POST auth/signup.
import { badRequest, conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { type UserRow, users } from '../users/tables';
import { findOpenInvitation, markInvitationAccepted } from './invitations';
import {
  type AuthDeps,
  type RequestMeta,
  type SessionReply,
  authErrors,
  findActiveUserByEmail,
  isUniqueViolation,
  normalizeEmail,
  startSession,
} from './common';
import { sendEmailVerification } from './email-verification';

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  invitationCode: string | null;
}

/**
 * POST auth/signup. With `invitationCode` of an open administrator invitation to the same address,
 * the account is created as an administrator with its e-mail verified (the invitation reached it)
 * and the invitation is accepted. Otherwise a verification mail is sent.
 */
export async function signup(deps: AuthDeps, input: SignupInput, meta: RequestMeta): Promise<SessionReply> {
  const { db } = deps;
  const email = normalizeEmail(input.email);
  let invitationId: string | null = null;
  if (input.invitationCode) {
    const invitation = await findOpenInvitation(db, 'admin', input.invitationCode);
    if (!invitation || invitation.email !== email) throw badRequest(authErrors.invitationInvalid);
    invitationId = invitation.id;
  }
  if (await findActiveUserByEmail(db, email)) throw conflict(authErrors.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          isAdmin: invitationId !== null,
          emailVerifiedAt: invitationId !== null ? now : null,
        })
        .returning();
      if (invitationId && !(await markInvitationAccepted(tx, invitationId, created!.id))) {
        throw badRequest(authErrors.invitationInvalid);
      }
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authErrors.emailTaken);
    throw error;
  }
  const reply = await startSession(deps, user, meta);
  if (!user.emailVerifiedAt) await sendEmailVerification(deps, user);
  return reply;
}
