import { createHmac } from 'node:crypto';
import { randomToken } from '../../lib/crypto';

/**
 * Signatures as Stripe makes them (ADR 0083): `Fundnet-Signature: t=<unix seconds>,v1=<hex>` where
 * hex = HMAC-SHA256(secret, `${t}.${eventId}.${body}`), the secret taken as its UTF-8 text (`whsec_…` included).
 * Right after a roll the previous secret signs too (a second `v1=`), so a receiver still holding it keeps verifying.
 * The receiver recomputes the HMAC over the raw body, compares in constant time, and refuses an old `t` (replays).
 */

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes. */
export const newSecret = () => `${SECRET_PREFIX}${randomToken(32)}`;

/** What is shown of a stored secret: its last four characters. */
export const secretHint = (secret: string) => `${SECRET_PREFIX}…${secret.slice(-4)}`;

export function sign(secret: string, timestamp: number, eventId: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${eventId}.${body}`).digest('hex');
}

/** The header value: one v1 per secret that signs now (the current one first). */
export function signatureHeader(secrets: readonly string[], timestamp: number, eventId: string, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${sign(secret, timestamp, eventId, body)}`)].join(',');
}
