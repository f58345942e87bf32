import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable opaque token: 32 random bytes (256 bits), base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A numeric code a person can type (e-mail and SMS verification). */
export const numericCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
