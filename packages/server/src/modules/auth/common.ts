// What the auth use cases share (each use case has its own file: signup.ts, login.ts, …): policy, messages, helpers.
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { type AppError, unauthorized, unprocessable } from '../../lib/errors';
import { toUserDto, type UserDto } from './user-dto';
import { liveUserByEmail, type UserRow, userById } from '../users';
import type { ShortCodeCheck } from './codes';
import { createSession } from './sessions';

/** What the auth use cases need. */
export type AuthDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'sms'>;
type Deps = AuthDeps;

// ---------------------------------------------------------------- policy

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

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
  /** The referral code the browser brought (the fundnet_ref cookie), read by auth/signup. */
  referralCode?: string;
}

export interface SessionReply {
  token: string;
  expiresAt: string;
  user: UserDto;
}

// ---------------------------------------------------------------- helpers

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return liveUserByEmail(db, normalizeEmail(email));
}

export async function getUser(db: Db, userId: string): Promise<UserRow> {
  const row = await userById(db, userId);
  if (!row) throw unauthorized();
  return row;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function startSession(deps: Deps, user: UserRow, meta: RequestMeta): Promise<SessionReply> {
  const session = await createSession(deps.db, deps.config.session, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toUserDto(user) };
}

/** A typed code that did not match: 422 on `field`, with a message saying whether trying again helps. */
export function codeFailure(check: Exclude<ShortCodeCheck, { outcome: 'ok' }>, field: string): AppError {
  return unprocessable({ [field]: [check.outcome === 'locked' ? authErrors.codeLocked : authErrors.codeWrong] });
}
