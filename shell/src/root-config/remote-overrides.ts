import type { AppName } from './route-ownership';

type RemoteName = Exclude<AppName, 'shell'>;
type RemotesManifest = Partial<Record<RemoteName, string>>;

/**
 * Remote overrides (issue 32.5, ADR 0075): what single-spa's import-map-overrides does for an import map, for our
 * remotes.json. A developer points the running shell at a remote served from their machine
 * (`http://localhost:3005/mf-manifest.json`); the rest of the page stays what the environment serves.
 *
 * - Kept in this browser's localStorage (`fundnet:remote-overrides`, remote name → URL), so it lasts across page loads
 *   and tabs until cleared, and never reaches another user.
 * - Set or cleared from the address: `?override=mfe_dataroom=http://localhost:3005/mf-manifest.json` (repeatable),
 *   `?override=mfe_dataroom=` clears one, `?override=clear` all. The parameter is then taken out of the address bar.
 * - Allowed only where the page says so: the server names the origins an override may load from in
 *   `<meta name="fundnet-remote-overrides">` (packages/server/src/plugins/remote-overrides.ts: on for npm start's
 *   localhost, off in a release environment unless WEB_REMOTE_OVERRIDES allows it). Without the meta, or from another
 *   origin, a stored override is ignored (and kept, for the page that allows it).
 */
export const OVERRIDES_KEY = 'fundnet:remote-overrides';
export const OVERRIDE_PARAM = 'override';
const ALLOW_META = 'fundnet-remote-overrides';
const remoteName = /^mfe_[a-z0-9_]+$/;

export interface ActiveOverride {
  name: RemoteName;
  url: string;
}

/** The origins this page lets an override load from (CSP-like source expressions), or none. */
export function allowedOverrideOrigins(): string[] {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${ALLOW_META}"]`)?.content ?? '';
  return content.split(/\s+/).filter(Boolean);
}

/** Does a URL's origin fit a source expression such as `http://localhost:*` or `https://*.preview.example.com`? */
export function originAllowed(url: string, sources: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  return sources.some((source) => {
    const match = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?$/i.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host = '', port] = match;
    if (target.protocol !== `${scheme?.toLowerCase()}:`) return false;
    const hostname = target.hostname.toLowerCase();
    const hostFits = wildcard ? hostname.endsWith(`.${host.toLowerCase()}`) : hostname === host.toLowerCase();
    const defaultPort = target.protocol === 'https:' ? '443' : '80';
    const portFits = port === '*' || (target.port || defaultPort) === (port ?? defaultPort);
    return hostFits && portFits;
  });
}

/** Everything stored, allowed here or not: remote name → URL. */
export function storedOverrides(): Partial<Record<RemoteName, string>> {
  try {
    const raw = JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}') as Record<string, unknown>;
    const stored: Partial<Record<RemoteName, string>> = {};
    for (const [name, url] of Object.entries(raw)) {
      if (remoteName.test(name) && typeof url === 'string') stored[name as RemoteName] = url;
    }
    return stored;
  } catch {
    // Unreadable (a hand-edited value, storage switched off): as if none were stored.
    return {};
  }
}

function store(overrides: Partial<Record<RemoteName, string>>) {
  if (Object.keys(overrides).length === 0) localStorage.removeItem(OVERRIDES_KEY);
  else localStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
}

export function setOverride(name: RemoteName, url: string) {
  if (!remoteName.test(name)) throw new Error(`${name} is not a remote's name (mfe_…)`);
  if (!/^https?:\/\//.test(url)) throw new Error(`${url} is not an http(s) address`);
  store({ ...storedOverrides(), [name]: new URL(url).href });
}

export function clearOverride(name: RemoteName) {
  const { [name]: _cleared, ...rest } = storedOverrides();
  store(rest);
}

export function clearAllOverrides() {
  localStorage.removeItem(OVERRIDES_KEY);
}

/** The overrides this page applies: stored, and from an origin the page allows. */
export function activeOverrides(): ActiveOverride[] {
  const origins = allowedOverrideOrigins();
  if (origins.length === 0) return [];
  return Object.entries(storedOverrides())
    .filter(([, url]) => originAllowed(url, origins))
    .map(([name, url]) => ({ name: name as RemoteName, url }));
}

/** The environment's map with this page's active overrides in place of the remotes they name. */
export function applyOverrides(manifest: RemotesManifest): RemotesManifest {
  const overridden = { ...manifest };
  for (const { name, url } of activeOverrides()) overridden[name] = url;
  return overridden;
}

/**
 * Reads `?override=…` from the address into localStorage and takes it out of the address bar (so a copied link does
 * not carry it). Runs before single-spa starts, so no application sees the parameter. Returns whether anything changed.
 */
export function takeOverridesFromAddress(location: Location = window.location, history: History = window.history): boolean {
  const url = new URL(location.href);
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return false;
  for (const value of values) {
    if (value === 'clear') {
      clearAllOverrides();
      continue;
    }
    const separator = value.indexOf('=');
    const name = (separator > 0 ? value.slice(0, separator) : value) as RemoteName;
    const target = separator > 0 ? value.slice(separator + 1) : '';
    try {
      if (target) setOverride(name, target);
      else clearOverride(name);
    } catch (error) {
      console.warn(`[fundnet] ignored ?${OVERRIDE_PARAM}=${value}:`, (error as Error).message);
    }
  }
  url.searchParams.delete(OVERRIDE_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
