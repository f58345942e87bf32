// POST auth/send-sms-verification and auth/verify-sms-code.
import { numericCode } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { toUserDto, type UserDto } from './user-dto';
import { updateUser } from '../users';
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
  const updated = await updateUser(deps.db, auth.userId, { phoneNumber: check.row.target, phoneVerifiedAt: now }, { at: now });
  return toUserDto(updated!);
}
