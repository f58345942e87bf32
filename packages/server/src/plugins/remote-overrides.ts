/**
 * Remote overrides (issue 32.5, ADR 0075): a developer points the running shell at a remote served from their machine,
 * as single-spa's import-map-overrides does. The shell keeps the override (shell/src/root-config/remote-overrides.ts);
 * the server decides whether this page allows one, and from which origins, in a meta tag, and lets the page's Content
 * Security Policy load scripts from those origins. Off unless WEB_REMOTE_OVERRIDES (or npm start's default) allows it.
 */
export const REMOTE_OVERRIDES_META = 'fundnet-remote-overrides';

/** The page with the allowed origins named in `<meta name="fundnet-remote-overrides">`; unchanged when overrides are off. */
export function withRemoteOverridesAllowed(html: string, origins: readonly string[]): string {
  if (origins.length === 0) return html;
  return html.replace(/<\/head>/i, `<meta name="${REMOTE_OVERRIDES_META}" content="${origins.join(' ')}"></head>`);
}
