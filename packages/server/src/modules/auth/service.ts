import { and, eq, isNull, sql } from 'drizzle-orm';
import { type ProfileMemberRole, type ProfileType, profileMemberRoles } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { numericCode, randomToken } from '../../lib/crypto';
import { AppError, badRequest, conflict, unauthorized, unprocessable } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { memberProfile } from '../../plugins/profile-context';
import { profileMembers, profiles } from '../profiles/tables';
import { toUserDto, type UserDto } from './user-dto';
import { type UserRow, users } from '../users/tables';
import {
  checkShortCode,
  type CodePurpose,
  consumeLinkToken,
  countRecentCodes,
  invalidateCodes,
  type ShortCodeCheck,
  storeLinkToken,
  storeShortCode,
} from './codes';
import { createInvitation, findOpenInvitation, markInvitationAccepted, revokeOpenInvitations } from './invitations';
import { adminInviteMail, contactUsMail, resetPasswordMail, verifyEmailMail, verifyPhoneSms } from './mail-templates';
import type { OidcIdentity, OidcProvider } from './oidc';
import { type AuthContext, createSession, revokeAllSessions, revokeSession, setActiveProfile } from './sessions';
import { contactMessages, termsAcceptances, userIdentities } from './tables';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'sms'>;

// ---------------------------------------------------------------- policy

const HOUR = 3_600_000;
const MINUTE = 60_000;

export const authPolicy = {
  verifyEmailLinkTtlMs: 48 * HOUR,
  verifyEmailCodeTtlMs: 30 * MINUTE,
  resetPasswordTtlMs: 1 * HOUR,
  smsCodeTtlMs: 10 * MINUTE,
  adminInviteTtlMs: 7 * 24 * HOUR,
  /** Wrong tries a typed code survives. */
  codeMaxAttempts: 5,
  /** Mails or SMS of one kind one person can be sent per hour, whoever asks (on top of the per-IP route limits). */
  codesPerHour: 5,
} as const;

export const authErrors = {
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  resetInvalid: 'This reset link is invalid or has expired.',
  invitationInvalid: 'This invitation is invalid or has expired.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  codeWrong: 'This code is incorrect or has expired.',
  codeLocked: 'Too many wrong attempts. Please request a new code.',
  signInForCode: 'Please sign in to enter the code from your e-mail.',
  tooManyCodes: 'Too many codes requested. Please try again in an hour.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  accountInactive: 'This account cannot sign in. Please contact support.',
} as const;

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

export interface SessionReply {
  token: string;
  expiresAt: string;
  user: UserDto;
}

// ---------------------------------------------------------------- helpers

const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

async function getUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw unauthorized();
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function startSession(deps: Deps, user: UserRow, meta: RequestMeta): Promise<SessionReply> {
  const session = await createSession(deps.db, deps.config.session, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toUserDto(user) };
}

/** A typed code that did not match: 422 on `field`, with a message saying whether trying again helps. */
function codeFailure(check: Exclude<ShortCodeCheck, { outcome: 'ok' }>, field: string): AppError {
  return unprocessable({ [field]: [check.outcome === 'locked' ? authErrors.codeLocked : authErrors.codeWrong] });
}

// ---------------------------------------------------------------- e-mail verification

/** Sends a fresh verification mail (link + 6-digit code); earlier links and codes stop working. */
export async function sendEmailVerification(deps: Deps, user: UserRow) {
  const purposes: CodePurpose[] = ['verify-email-link', 'verify-email-code'];
  await invalidateCodes(deps.db, user.id, purposes);
  const token = randomToken(32);
  const code = numericCode(6);
  await storeLinkToken(
    deps.db,
    { userId: user.id, purpose: 'verify-email-link', target: user.email, ttlMs: authPolicy.verifyEmailLinkTtlMs },
    token,
  );
  await storeShortCode(
    deps.db,
    { userId: user.id, purpose: 'verify-email-code', target: user.email, ttlMs: authPolicy.verifyEmailCodeTtlMs },
    code,
  );
  const link = `${deps.config.appUrl}/verifyEmail?code=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    ...verifyEmailMail({
      firstName: user.firstName,
      link,
      code,
      hours: authPolicy.verifyEmailLinkTtlMs / HOUR,
      codeMinutes: authPolicy.verifyEmailCodeTtlMs / MINUTE,
    }),
  });
}

/** POST auth/resend-email-verification: silent whatever the address (no account enumeration). */
export async function resendEmailVerification(deps: Deps, email: string) {
  const user = await findActiveUserByEmail(deps.db, email);
  if (!user || user.revokedAt || user.emailVerifiedAt) return;
  if ((await countRecentCodes(deps.db, user.id, ['verify-email-link'], HOUR)) >= authPolicy.codesPerHour) return;
  await sendEmailVerification(deps, user);
}

/**
 * GET auth/verify-email: a 6-digit code (with the caller's token) or the link token (no token needed).
 * Marks the address verified; `isAccepted` records acceptance of the terms.
 */
export async function verifyEmail(
  deps: Deps,
  input: { code: string; isAccepted: boolean },
  auth: AuthContext | null,
  meta: RequestMeta,
): Promise<UserDto> {
  const { db } = deps;
  let userId: string;
  let target: string;
  const isShortCode = /^\d{6}$/.test(input.code);
  if (isShortCode) {
    if (auth?.kind !== 'user') throw unauthorized(authErrors.signInForCode);
    const check = await checkShortCode(db, auth.userId, 'verify-email-code', input.code, authPolicy.codeMaxAttempts);
    if (check.outcome !== 'ok') throw codeFailure(check, 'code');
    userId = auth.userId;
    target = check.row.target;
  } else {
    const row = await consumeLinkToken(db, 'verify-email-link', input.code);
    if (!row) throw badRequest(authErrors.verifyLinkInvalid);
    userId = row.userId;
    target = row.target;
  }
  const user = await getUser(db, userId);
  // A code sent to an address the account no longer has proves nothing.
  if (user.deletedAt || user.email !== target) {
    throw isShortCode ? unprocessable({ code: [authErrors.codeWrong] }) : badRequest(authErrors.verifyLinkInvalid);
  }
  const now = new Date();
  const [updated] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  await invalidateCodes(db, user.id, ['verify-email-link', 'verify-email-code']);
  if (input.isAccepted) {
    await db
      .insert(termsAcceptances)
      .values({ userId: user.id, source: 'verify-email', ip: meta.ip ?? null, userAgent: meta.userAgent ?? null });
  }
  return toUserDto(updated!);
}

// ---------------------------------------------------------------- sign-up and login

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
export async function signup(deps: Deps, input: SignupInput, meta: RequestMeta): Promise<SessionReply> {
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

/**
 * POST auth/login and auth/admin/login. Unknown e-mail, wrong password, revoked account and (for
 * the admin login) a non-administrator all get the same 401 after the same password work.
 */
export async function login(deps: Deps, input: { email: string; password: string }, options: { adminOnly: boolean }, meta: RequestMeta) {
  const user = await findActiveUserByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(user ? user.passwordHash : await dummyPasswordHash(), input.password);
  if (!user || !passwordOk || user.revokedAt || (options.adminOnly && !user.isAdmin)) {
    throw unauthorized(authErrors.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  return startSession(deps, user, meta);
}

/** POST auth/logout: ends the caller's session (other sessions stay). */
export async function logout(deps: Deps, auth: AuthContext) {
  await revokeSession(deps.db, auth.sessionId);
}

// ---------------------------------------------------------------- password reset

/** POST auth/request-reset-password: mails a single-use link when the address has an account; silent otherwise. */
export async function requestPasswordReset(deps: Deps, email: string) {
  const user = await findActiveUserByEmail(deps.db, email);
  if (!user || user.revokedAt) return;
  if ((await countRecentCodes(deps.db, user.id, ['reset-password'], HOUR)) >= authPolicy.codesPerHour) return;
  await invalidateCodes(deps.db, user.id, ['reset-password']);
  const token = randomToken(32);
  await storeLinkToken(
    deps.db,
    { userId: user.id, purpose: 'reset-password', target: user.email, ttlMs: authPolicy.resetPasswordTtlMs },
    token,
  );
  const link = `${deps.config.appUrl}/newPassword?code=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    ...resetPasswordMail({ firstName: user.firstName, link, code: token, minutes: authPolicy.resetPasswordTtlMs / MINUTE }),
  });
}

/**
 * POST auth/reset-password: sets the new password and ends every session of the user. The link
 * reached the address, so an unverified address becomes verified.
 */
export async function resetPassword(deps: Deps, code: string, password: string) {
  const { db } = deps;
  const row = await consumeLinkToken(db, 'reset-password', code);
  if (!row) throw badRequest(authErrors.resetInvalid);
  const user = await getUser(db, row.userId).catch(() => null);
  if (!user || user.deletedAt || user.email !== row.target) throw badRequest(authErrors.resetInvalid);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db
    .update(users)
    .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id);
  await invalidateCodes(db, user.id, ['reset-password']);
}

// ---------------------------------------------------------------- phone verification

/** POST auth/send-sms-verification: texts a 6-digit code to the number, which stays pending until verified. */
export async function sendSmsVerification(deps: Deps, auth: AuthContext, phoneNumber: string) {
  const { db } = deps;
  if ((await countRecentCodes(db, auth.userId, ['verify-phone'], HOUR)) >= authPolicy.codesPerHour) {
    throw new AppError(429, authErrors.tooManyCodes, 'TOO_MANY_CODES');
  }
  await invalidateCodes(db, auth.userId, ['verify-phone']);
  const code = numericCode(6);
  await storeShortCode(db, { userId: auth.userId, purpose: 'verify-phone', target: phoneNumber, ttlMs: authPolicy.smsCodeTtlMs }, code);
  await deps.sms.send({ to: phoneNumber, ...verifyPhoneSms({ code, minutes: authPolicy.smsCodeTtlMs / MINUTE }) });
}

/** POST auth/verify-sms-code: the pending number becomes the user's verified phone number. */
export async function verifySmsCode(deps: Deps, auth: AuthContext, code: string): Promise<UserDto> {
  const check = await checkShortCode(deps.db, auth.userId, 'verify-phone', code, authPolicy.codeMaxAttempts);
  if (check.outcome !== 'ok') throw codeFailure(check, 'code');
  const now = new Date();
  const [updated] = await deps.db
    .update(users)
    .set({ phoneNumber: check.row.target, phoneVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, auth.userId))
    .returning();
  return toUserDto(updated!);
}

// ---------------------------------------------------------------- active profile

export interface SwitchedProfile {
  id: string;
  type: ProfileType;
  name: string;
  slug: string;
  status: string;
  role: ProfileMemberRole;
}

/** POST auth/profile-switch: the caller must be a member; the type must be the profile's. */
export async function switchProfile(
  deps: Deps,
  auth: AuthContext,
  input: { profileId: string; profileType: ProfileType },
): Promise<SwitchedProfile> {
  // The same membership lookup as every profile-scoped call (plugins/profile-context.ts), with the profile named in the body.
  const row = await memberProfile(deps.db, input.profileId, auth.userId);
  if (row.type !== input.profileType) {
    throw badRequest(`profileType says ${input.profileType} but this profile is a ${row.type}.`, 'PROFILE_TYPE_MISMATCH');
  }
  await setActiveProfile(deps.db, auth.sessionId, row.id);
  return row;
}

// ---------------------------------------------------------------- contact form

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  type: string;
  message: string;
}

/** POST auth/contact-us: stored, then mailed to the support address. */
export async function contactUs(deps: Deps, input: ContactInput, auth: AuthContext | null) {
  const email = normalizeEmail(input.email);
  await deps.db.insert(contactMessages).values({ ...input, email, userId: auth?.kind === 'user' ? auth.userId : null });
  await deps.mailer.send({ to: deps.config.supportEmail, ...contactUsMail({ ...input, email }) });
}

// ---------------------------------------------------------------- invitations

/** POST auth/admin/invite: a new administrator is invited; an earlier open invitation to the address is revoked. */
export async function inviteAdmin(
  deps: Deps,
  auth: AuthContext,
  input: { email: string; firstName: string | null; lastName: string | null },
) {
  const { db } = deps;
  const email = normalizeEmail(input.email);
  if (await findActiveUserByEmail(db, email)) throw conflict(authErrors.emailTaken);
  await revokeOpenInvitations(db, 'admin', email);
  const invitation = await createInvitation(db, {
    kind: 'admin',
    email,
    ttlMs: authPolicy.adminInviteTtlMs,
    invitedByUserId: auth.userId,
    data: { firstName: input.firstName, lastName: input.lastName },
  });
  const inviter = await getUser(db, auth.userId);
  const link = `${deps.config.appUrl}/invitation?code=${encodeURIComponent(invitation.code)}`;
  await deps.mailer.send({
    to: email,
    ...adminInviteMail({
      firstName: input.firstName,
      invitedBy: `${inviter.firstName} ${inviter.lastName}`.trim() || 'A Fundnet administrator',
      link,
      code: invitation.code,
      days: authPolicy.adminInviteTtlMs / (24 * HOUR),
    }),
  });
  return { invitationId: invitation.id, expiresAt: invitation.expiresAt.toISOString() };
}

const isMemberRole = (role: string | null): role is ProfileMemberRole =>
  role !== null && (profileMemberRoles as readonly string[]).includes(role);

/**
 * POST auth/signup-invited-investor and -fund: the invitation decides the (already verified) e-mail;
 * with a profile and a member role on the invitation, the new user joins that profile.
 */
export async function signupInvited(
  deps: Deps,
  kind: 'investor' | 'fund',
  input: { invitationCode: string; password: string; firstName: string; lastName: string },
  meta: RequestMeta,
): Promise<SessionReply> {
  const { db } = deps;
  const invitation = await findOpenInvitation(db, kind, input.invitationCode);
  if (!invitation) throw badRequest(authErrors.invitationInvalid);
  let membership: { profileId: string; role: ProfileMemberRole } | null = null;
  if (invitation.profileId && isMemberRole(invitation.role)) {
    const [profile] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, invitation.profileId), isNull(profiles.deletedAt)))
      .limit(1);
    if (!profile) throw badRequest(authErrors.invitationInvalid);
    membership = { profileId: profile.id, role: invitation.role };
  }
  if (await findActiveUserByEmail(db, invitation.email)) throw conflict(authErrors.emailTaken);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!(await markInvitationAccepted(tx, invitation.id, created!.id))) throw badRequest(authErrors.invitationInvalid);
      if (membership) {
        await tx
          .insert(profileMembers)
          .values({ profileId: membership.profileId, userId: created!.id, role: membership.role })
          .onConflictDoNothing();
      }
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authErrors.emailTaken);
    throw error;
  }
  return startSession(deps, user, meta);
}

// ---------------------------------------------------------------- social sign-in

/**
 * After an OpenID Connect sign-in: the user linked to this provider identity, else the account with
 * the same (provider-verified) e-mail, which gets linked, else a new account. Returns a new session.
 */
export async function signInWithIdentity(
  deps: Deps,
  provider: OidcProvider,
  identity: OidcIdentity,
  meta: RequestMeta,
): Promise<SessionReply> {
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
  return startSession(deps, user, meta);
}

/** A social sign-in that reached the provider but cannot sign this person in; shown on the login page. */
export class OidcUserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OidcUserError';
  }
}
