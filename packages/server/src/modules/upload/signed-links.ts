import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto';

/**
 * Signed links to files served by the API (GET api/upload/file?key=&expires=&signature=):
 * HMAC-SHA256 with FILE_URL_SECRET over the key, the variant, the download flag and the expiry.
 * Every API process must share the secret (config.ts): a link made by one is checked by another.
 */

export interface FileLinkClaims {
  key: string;
  variant: 'original' | 'thumbnail';
  download: boolean;
  /** Unix seconds. */
  expires: number;
}

function sign(secret: string, claims: FileLinkClaims): string {
  const payload = ['upload-file', claims.key, claims.variant, claims.download ? '1' : '0', String(claims.expires)].join('\n');
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** The query of a signed link: key, expires, signature (and variant, download when set). */
export function signedFileQuery(secret: string, claims: FileLinkClaims): URLSearchParams {
  const query = new URLSearchParams({ key: claims.key });
  if (claims.variant !== 'original') query.set('variant', claims.variant);
  if (claims.download) query.set('download', '1');
  query.set('expires', String(claims.expires));
  query.set('signature', sign(secret, claims));
  return query;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** Checks a link's signature first (a forged link is 'invalid' whatever its expiry), then its expiry. */
export function checkFileLink(secret: string, claims: FileLinkClaims, signature: string, now = Date.now()): LinkCheck {
  if (!safeEqual(sign(secret, claims), signature)) return 'invalid';
  return claims.expires * 1000 > now ? 'valid' : 'expired';
}
