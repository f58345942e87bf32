import { VISITOR_PAGE_COOKIE } from '@fundnet/validation-schema';

/**
 * Where a share link's visitor token is kept (ADR 0106): the tab's sessionStorage, keyed by the slug, and a cookie
 * scoped to the link's page. The page reads the storage first; the cookie lets a reload, or the link opened again in
 * another tab of the same browser session, arrive rendered by the API past the gates, and the page then reads the
 * token from it. Both go when the link ends for the visitor (a null token).
 */
const storageKey = (slug: string) => `fundnet.shareLink.${slug}`;
/** The link's page, as the browser asks for it: the cookie's path. */
const pagePath = (slug: string) => `/fund/shared/${encodeURIComponent(slug)}`;

function readCookie(): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === VISITOR_PAGE_COOKIE) return decodeURIComponent(value.join('=')) || null;
    }
  } catch {
    // No document (the API's renderer): the renderer reads the token from the request instead.
  }
  return null;
}

function writeCookie(slug: string, token: string | null): void {
  try {
    // A session cookie (no expiry), sent only with this link's page, never with a call to the API, and never from
    // another site's link (SameSite=Strict): a page opened from an e-mail is rendered in the browser, as before.
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    const value = token ? encodeURIComponent(token) : '';
    const expiry = token ? '' : '; Max-Age=0';
    // biome-ignore lint/suspicious/noDocumentCookie: one write per gate passed, of a URL-safe token; the Cookie Store API is async and not in every browser the app supports.
    document.cookie = `${VISITOR_PAGE_COOKIE}=${value}; Path=${pagePath(slug)}; SameSite=Strict${secure}${expiry}`;
  } catch {
    // Cookies blocked: the page is rendered in the browser on a reload.
  }
}

/** The visitor token of the link at `slug` this tab holds: its storage's, else the cookie the page arrived with. */
export function readVisitorToken(slug: string): string | null {
  try {
    const stored = sessionStorage.getItem(storageKey(slug));
    if (stored) return stored;
  } catch {
    // Private mode without storage: the cookie, if any.
  }
  // The browser sends only this link's cookie with this page (its path), so the one `document.cookie` shows here is it.
  return typeof location !== 'undefined' && location.pathname === pagePath(slug) ? readCookie() : null;
}

/** Keeps (or, with null, forgets) the visitor token of the link at `slug`. */
export function writeVisitorToken(slug: string, token: string | null): void {
  try {
    if (token) sessionStorage.setItem(storageKey(slug), token);
    else sessionStorage.removeItem(storageKey(slug));
  } catch {
    // Private mode without storage: the cookie alone.
  }
  writeCookie(slug, token);
}

/** The address the visitor gave, kept in the tab so a link that stops them later can prefill the access request. */
const emailKey = (slug: string) => `fundnet.shareLink.${slug}.email`;

export function rememberEmail(slug: string, email: string | null): void {
  try {
    if (email) sessionStorage.setItem(emailKey(slug), email);
  } catch {
    // Without storage the visitor types the address again.
  }
}

export function rememberedEmail(slug: string): string | null {
  try {
    return sessionStorage.getItem(emailKey(slug));
  } catch {
    return null;
  }
}
