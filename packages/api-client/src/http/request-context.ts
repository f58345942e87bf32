/** Small helpers the client uses to build each request; pure, so they are easy to test. */

/** The value of one cookie from a `document.cookie` string, decoded; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The browser's cookies, or '' outside a browser. */
export function documentCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/** A value that may travel in an HTTP header (visible ASCII and spaces only). */
export const isHeaderSafe = (value: string): boolean => /^[\t\x20-\x7e]*$/.test(value);

/**
 * The API base address as ky's prefixUrl. The base is the API endpoint WITHOUT a trailing '/api'
 * (call paths start with 'api/'); a trailing '/api' or '/' given by mistake is dropped.
 * '' (the default) means the page's own origin: the prefix is '/', so 'api/x' → '/api/x' whatever
 * the page's path.
 */
export function toPrefixUrl(baseUrl = ''): string {
  let base = baseUrl.trim().replace(/\/+$/, '');
  if (/(^|\/)api$/.test(base)) base = base.slice(0, -3).replace(/\/+$/, '');
  return `${base}/`;
}

/** The login calls: their 401 means a wrong password, not an expired session. */
const loginPaths = ['/api/auth/login', '/api/auth/admin/login'];

export function isLoginCall(url: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    pathname = url.split('?')[0] ?? url;
  }
  pathname = pathname.replace(/\/+$/, '');
  return loginPaths.some((path) => pathname.endsWith(path));
}
