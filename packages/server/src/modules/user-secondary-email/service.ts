import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import { SECONDARY_EMAIL_CODE_TTL_HOURS, secondaryEmailMessages as text } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { conflict, gone, notFound } from '../../lib/errors';
import { oneTimeCodes } from '../auth/tables';
import { toUserDto, type UserDto } from '../auth';
import { users } from '../users/tables';
import { type SecondaryEmailDto, toSecondaryEmailDto } from './dto';
import { userSecondaryEmails } from './tables';

/** one_time_codes.purpose of a secondary e-mail verification link. */
export const SECONDARY_EMAIL_CODE_PURPOSE = 'secondary-email';
export const VERIFY_SECONDARY_EMAIL_TEMPLATE = 'verify-secondary-email';

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
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes the outstanding links of one address of one user (a superseded or removed address's
 * link then reads as unknown, not as "already used").
 */
async function invalidateCodes(db: Db, userId: string, email: string) {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, SECONDARY_EMAIL_CODE_PURPOSE),
        eq(oneTimeCodes.target, email),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

/** Replaces any earlier link for the address with a new one (stored hashed) and mails it there. */
async function sendVerificationLink({ db, config, mailer }: MailDeps, userId: string, email: string) {
  await invalidateCodes(db, userId, email);
  const code = randomToken();
  await db.insert(oneTimeCodes).values({
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

/** POST userSecondaryEmail: adds an unverified address and mails its verification link. */
export async function addSecondaryEmail(deps: MailDeps, userId: string, email: string): Promise<SecondaryEmailDto> {
  const { db } = deps;
  if (await isPrimaryOfAnyone(db, email)) throw conflict(text.usedByAccount, 'EMAIL_IN_USE');
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
  await sendVerificationLink(deps, userId, email);
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
  await sendVerificationLink(deps, userId, email);
}

/**
 * GET userSecondaryEmail/verify-secondary-email: no sign-in needed (the link is opened from the
 * mailbox); the code itself names the user and the address. Single use, valid 48 hours.
 */
export async function verifySecondaryEmail(db: Db, code: string): Promise<{ email: string; verified: true }> {
  const now = new Date();
  const [row] = await db
    .select({ code: oneTimeCodes, userDeletedAt: users.deletedAt })
    .from(oneTimeCodes)
    .innerJoin(users, eq(users.id, oneTimeCodes.userId))
    .where(and(eq(oneTimeCodes.purpose, SECONDARY_EMAIL_CODE_PURPOSE), eq(oneTimeCodes.codeHash, sha256(code))))
    .limit(1);
  if (!row || row.userDeletedAt) throw notFound(text.codeInvalid, 'CODE_INVALID');
  if (row.code.usedAt) throw gone(text.codeUsed, 'CODE_USED');
  if (row.code.expiresAt <= now) throw gone(text.codeExpired, 'CODE_EXPIRED');
  const { userId, target: email } = row.code;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.id, row.code.id), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)))
      .returning({ id: oneTimeCodes.id });
    if (claimed.length === 0) throw gone(text.codeUsed, 'CODE_USED');
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
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1)
        .for('update');
      if (!user) throw notFound('This user does not exist.');
      const secondary = await findOwn(txDb, userId, email);
      if (!secondary.verifiedAt) throw conflict(text.notVerified, 'EMAIL_NOT_VERIFIED');
      if (await isPrimaryOfAnyone(txDb, email, userId)) throw conflict(text.usedByAccount, 'EMAIL_IN_USE');
      const now = new Date();
      await tx.delete(userSecondaryEmails).where(eq(userSecondaryEmails.id, secondary.id));
      const [updated] = await tx
        .update(users)
        .set({ email, emailVerifiedAt: secondary.verifiedAt, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      const oldVerifiedAt = user.emailVerifiedAt ?? now;
      await tx
        .insert(userSecondaryEmails)
        .values({ userId, email: user.email, verifiedAt: oldVerifiedAt })
        .onConflictDoUpdate({
          target: [userSecondaryEmails.userId, userSecondaryEmails.email],
          set: { verifiedAt: oldVerifiedAt },
        });
      return { user: toUserDto(updated!) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(text.usedByAccount, 'EMAIL_IN_USE');
    throw error;
  }
}
