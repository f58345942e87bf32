import { verificationCodeSchema } from '@fundnet/validation-schema';
import * as v from 'valibot';

/** Longest code a mailed link may carry (our tokens are 43 characters; this leaves room). */
const MAX_LINK_CODE_LENGTH = 512;

/**
 * Whether the `code` of a mailed link looks whole: the spec's code rule (at least 5 characters) and
 * only characters a URL-safe token uses. It says nothing about the code being valid: only the server knows.
 */
export function isWellFormedLinkCode(code: string | null | undefined): code is string {
  if (!code || code.length > MAX_LINK_CODE_LENGTH) return false;
  return v.is(verificationCodeSchema, code) && /^[A-Za-z0-9._~-]+$/.test(code.trim());
}
