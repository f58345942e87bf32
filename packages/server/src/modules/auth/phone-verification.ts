// POST auth/send-sms-verification and auth/verify-sms-code.
import { eq } from 'drizzle-orm';
import { numericCode } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { toUserDto, type UserDto } from './user-dto';
import { users } from '../users/tables';
import { checkShortCode, countRecentCodes, invalidateCodes, storeShortCode } from './codes';
import { verifyPhoneSms } from './mail-templates';
import type { AuthContext } from './sessions';
import { type AuthDeps, HOUR, MINUTE, authErrors, authPolicy, codeFailure } from './common';

/** POST auth/send-sms-verification: texts a 6-digit code to the number, which stays pending until verified. */
export async function sendSmsVerification(deps: AuthDeps, auth: AuthContext, phoneNumber: string) {
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
export async function verifySmsCode(deps: AuthDeps, auth: AuthContext, code: string): Promise<UserDto> {
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
