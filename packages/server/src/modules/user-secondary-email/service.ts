import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { SECONDARY_EMAIL_CODE_TTL_HOURS, secondaryEmailMessages as text } from '@fundnet/validation-schema';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { conflict, forbidden, gone, notFound } from '../../lib/errors';
import { claimCode, codeByHash, dropOpenCodes, storeCode, toUserDto, type UserDto } from '../auth';
import { changeEmail, liveUserByEmail, liveUserById, lockLiveUser, userById } from '../users';
import { type SecondaryEmailDto, toSecondaryEmailDto } from './dto';
import { userSecondaryEmails } from './tables';

/** one_time_codes.purpose of a secondary e-mail verification link. */
export const SECONDARY_EMAIL_CODE_PURPOSE = 'secondary-email';
export const VERIFY_SECONDARY_EMAIL_TEMPLATE = 'verify-secondary-email';
export const SECONDARY_EMAIL_IN_USE_TEMPLATE = 'secondary-email-in-use';

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/** A unique-index violation, whether drizzle hands over the pg error or wraps it. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

export async function listSecondaryEmails(db: Db, userId: string): Promise<SecondaryEmailDto[]> {
  const rows = await db
    .select()
    .from(userSecondaryEmails)
    .where(eq(userSecondaryEmails.userId, userId))
    .orderBy(asc(userSecondaryEmails.createdAt), asc(userSecondaryEmails.email));
  return rows.map(toSecondaryEmailDto);
}

async function findOwn(db: Db, userId: string, email: string) {
  const [row] = await db
    .select()
    .from(userSecondaryEmails)
    .where(and(eq(userSecondaryEmails.userId, userId), eq(userSecondaryEmails.email, email)))
    .limit(1);
  if (!row) throw notFound(text.notFound);
  return row;
}

/** True when a live user has `email` as their primary address (optionally other than `exceptUserId`). */
async function isPrimaryOfAnyone(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  // At most one live user has an address (unique index), so "someone other than" is "the one who has it is not".
  const row = await liveUserByEmail(db, email);
  return row !== undefined && row.id !== exceptUserId;
}

/** True when `email` is the primary address of the user `userId`. */
async function isPrimaryOf(db: Db, userId: string, email: string): Promise<boolean> {
  const user = await userById(db, userId);
  return user?.email === email;
}

/**
 * Removes the outstanding links of one address of one user (a superseded or removed address's
 * link then reads as unknown, not as "already used").
 */
async function invalidateCodes(db: Db, userId: string, email: string) {
  await dropOpenCodes(db, { userId, purpose: SECONDARY_EMAIL_CODE_PURPOSE, target: email });
}

/** Replaces any earlier link for the address with a new one (stored hashed) and mails it there. */
async function sendVerificationLink({ db, config, mailer }: MailDeps, userId: string, email: string) {
  await invalidateCodes(db, userId, email);
  const code = randomToken();
  await storeCode(db, {
    userId,
    purpose: SECONDARY_EMAIL_CODE_PURPOSE,
    target: email,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + SECONDARY_EMAIL_CODE_TTL_HOURS * 3_600_000),
  });
  const link = `${config.appUrl}/userSettings/details/manageEmails?verificationCode=${encodeURIComponent(code)}`;
  await mailer.send({
    to: email,
    subject: 'Verify your email address',
    text:
      `Someone (hopefully you) added ${email} as an email address of their Fundnet account.\n\n` +
      `Open this link within ${SECONDARY_EMAIL_CODE_TTL_HOURS} hours to verify it:\n${link}\n\n` +
      'If you did not ask for this, you can ignore this message.',
    template: VERIFY_SECONDARY_EMAIL_TEMPLATE,
    data: { link, code },
  });
}

/**
 * What the mailbox of another account's primary address gets instead of a verification link (as sign-up's notice to an
 * existing account): its owner learns someone tried, and nothing can be verified, so no other account can ever hold
 * the address as verified (invitations sent to it stay theirs).
 */
async function sendAddressInUseNotice({ config, mailer }: MailDeps, email: string) {
  const link = `${config.appUrl}/login`;
  await mailer.send({
    to: email,
    subject: 'Someone tried to add your email address to their account',
    text:
      `Someone tried to add ${email} as an additional email address of another Fundnet account.\n\n` +
      'This address already belongs to your own Fundnet account, so it cannot be verified for theirs and nothing changed ' +
      `for you. If it was you, sign in with this address instead:\n${link}\n\n` +
      'If you did not ask for this, you can ignore this message.',
    template: SECONDARY_EMAIL_IN_USE_TEMPLATE,
    data: { link },
  });
}

/** The verification link, or the notice when the address is another account's primary e-mail (same answer to the caller). */
async function mailAddress(deps: MailDeps, userId: string, email: string) {
  if (await isPrimaryOfAnyone(deps.db, email, userId)) await sendAddressInUseNotice(deps, email);
  else await sendVerificationLink(deps, userId, email);
}

/**
 * POST userSecondaryEmail: adds an unverified address and mails its verification link. Another account's primary
 * address is answered as any address (a 409 told anyone which addresses have an account, which sign-up no longer
 * does): the mail decides, and that mailbox gets a notice instead of a link (sendAddressInUseNotice), so the address
 * stays unverified here and no account is altered. Only the caller's own primary address is a 409 (it tells them
 * nothing they do not know).
 */
export async function addSecondaryEmail(deps: MailDeps, userId: string, email: string): Promise<SecondaryEmailDto> {
  const { db } = deps;
  if (await isPrimaryOf(db, userId, email)) throw conflict(text.usedByAccount, 'EMAIL_IN_USE');
  let row: SecondaryEmailDto;
  try {
    const [inserted] = await db
      .insert(userSecondaryEmails)
      .values({ userId, email })
      .onConflictDoNothing({ target: [userSecondaryEmails.userId, userSecondaryEmails.email] })
      .returning();
    if (!inserted) throw conflict(text.alreadyAdded, 'EMAIL_ALREADY_ADDED');
    row = toSecondaryEmailDto(inserted);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(text.alreadyAdded, 'EMAIL_ALREADY_ADDED');
    throw error;
  }
  await mailAddress(deps, userId, email);
  return row;
}

/** DELETE userSecondaryEmail: removes one of the caller's addresses (404 when it is not theirs). */
export async function removeSecondaryEmail(db: Db, userId: string, email: string): Promise<void> {
  const deleted = await db
    .delete(userSecondaryEmails)
    .where(and(eq(userSecondaryEmails.userId, userId), eq(userSecondaryEmails.email, email)))
    .returning({ id: userSecondaryEmails.id });
  if (deleted.length === 0) throw notFound(text.notFound);
  await invalidateCodes(db, userId, email);
}

/** GET userSecondaryEmail/resend-secondary-email-validation: a fresh link for an unverified address of the caller. */
export async function resendSecondaryEmailValidation(deps: MailDeps, userId: string, email: string): Promise<void> {
  const row = await findOwn(deps.db, userId, email);
  if (row.verifiedAt) throw conflict(text.alreadyVerified, 'EMAIL_ALREADY_VERIFIED');
  await mailAddress(deps, userId, email);
}

/**
 * GET userSecondaryEmail/verify-secondary-email: no sign-in needed (the link is opened from the
 * mailbox); the code itself names the user and the address. Single use, valid 48 hours.
 */
export async function verifySecondaryEmail(db: Db, code: string): Promise<{ email: string; verified: true }> {
  const now = new Date();
  const found = await codeByHash(db, SECONDARY_EMAIL_CODE_PURPOSE, sha256(code));
  // A code always names a user (cascade); a deleted user's link reads as unknown.
  const row = found && (await liveUserById(db, found.userId)) ? { code: found } : null;
  if (!row) throw notFound(text.codeInvalid, 'CODE_INVALID');
  if (row.code.usedAt) throw gone(text.codeUsed, 'CODE_USED');
  if (row.code.expiresAt <= now) throw gone(text.codeExpired, 'CODE_EXPIRED');
  const { userId, target: email } = row.code;
  await db.transaction(async (tx) => {
    if (!(await claimCode(tx, row.code.id, now))) throw gone(text.codeUsed, 'CODE_USED');
    const verified = await tx
      .update(userSecondaryEmails)
      .set({ verifiedAt: now })
      .where(and(eq(userSecondaryEmails.userId, userId), eq(userSecondaryEmails.email, email)))
      .returning({ id: userSecondaryEmails.id });
    // The address was removed after the link was sent.
    if (verified.length === 0) throw notFound(text.codeInvalid, 'CODE_INVALID');
  });
  return { email, verified: true };
}

/**
 * POST userSecondaryEmail/switch-primary-email: a VERIFIED secondary address becomes the primary
 * e-mail; the old primary becomes a verified secondary address.
 */
export async function switchPrimaryEmail(db: Db, userId: string, email: string): Promise<{ user: UserDto }> {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const user = await lockLiveUser(tx, userId);
      if (!user) throw notFound('This user does not exist.');
      const secondary = await findOwn(txDb, userId, email);
      if (!secondary.verifiedAt) throw conflict(text.notVerified, 'EMAIL_NOT_VERIFIED');
      if (await isPrimaryOfAnyone(txDb, email, userId)) throw conflict(text.usedByAccount, 'EMAIL_IN_USE');
      const now = new Date();
      await tx.delete(userSecondaryEmails).where(eq(userSecondaryEmails.id, secondary.id));
      const updated = await changeEmail(tx, userId, email, secondary.verifiedAt, now);
      const oldVerifiedAt = user.emailVerifiedAt ?? now;
      await tx
        .insert(userSecondaryEmails)
        .values({ userId, email: user.email, verifiedAt: oldVerifiedAt })
        .onConflictDoUpdate({
          target: [userSecondaryEmails.userId, userSecondaryEmails.email],
          set: { verifiedAt: oldVerifiedAt },
        });
      return { user: toUserDto(updated) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(text.usedByAccount, 'EMAIL_IN_USE');
    throw error;
  }
}

/** What an invitation's accept says when the address is not the user's (each invitation family words it itself). */
export interface AddressOwnershipMessages {
  emailNotVerified: string;
  wrongEmail: string;
}

/**
 * Accepting an invitation made for `email`: it must be the user's verified primary address or one of their verified
 * secondary ones. 403 EMAIL_NOT_VERIFIED (the primary, unverified) or INVITATION_EMAIL_MISMATCH. The one copy
 * (invitation and profile-member both call it): this module owns the user's secondary addresses, users the primary.
 */
export async function assertOwnsAddress(db: Db, userId: string, email: string, messages: AddressOwnershipMessages): Promise<void> {
  const user = await userById(db, userId);
  if (user?.email === email) {
    if (!user.emailVerifiedAt) throw forbidden(messages.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    return;
  }
  if (!(await hasVerifiedSecondaryEmail(db, userId, email))) throw forbidden(messages.wrongEmail, 'INVITATION_EMAIL_MISMATCH');
}

/** Whether `email` is one of the user's verified secondary addresses (an invitation to it may be accepted). */
export async function hasVerifiedSecondaryEmail(db: DbOrTx, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userSecondaryEmails.id })
    .from(userSecondaryEmails)
    .where(and(eq(userSecondaryEmails.userId, userId), eq(userSecondaryEmails.email, email), isNotNull(userSecondaryEmails.verifiedAt)))
    .limit(1);
  return Boolean(row);
}
