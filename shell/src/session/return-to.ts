/**
 * Where to send someone after signing in: the `returnTo` query parameter, accepted only when it is a
 * path on this very origin (never `//evil.example`, `https://…`, `javascript:` or a backslash trick),
 * so a crafted link cannot bounce a fresh session to another site.
 */

/** Paths that make no sense to come back to after signing in (they would loop or sign in again). */
const notAfterSignIn = ['/login', '/signup', '/resetPassword', '/newPassword'];

/**
 * The same-origin path (with its query and hash) that `raw` names, or null when it is missing,
 * not a relative path, leaves the origin, or points back at a sign-in page.
 */
export function safeReturnTo(raw: string | null | undefined, origin: string = pageOrigin()): string | null {
  if (!raw) return null;
  const value = raw.trim();
  // Only absolute paths of this origin: '/x'. Not '//host', '/\host' (browsers read '\' as '/'), nor any control character.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (notAfterSignIn.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page's origin. A page rendered ahead of time (ADR 0101) has none: only a path is ever accepted, and a path is
 * judged the same against any one origin.
 */
function pageOrigin(): string {
  return globalThis.location?.origin ?? 'https://prerender.invalid';
}

/** `/login?returnTo=<path>`: the sign-in page that comes back to `path` afterwards. */
export function loginPathFor(path: string | null | undefined): string {
  const returnTo = safeReturnTo(path ?? null);
  return returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login';
}
