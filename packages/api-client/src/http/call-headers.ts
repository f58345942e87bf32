import type { ActiveProfile, SessionStore } from '../session/session-store';
import { isHeaderSafe, readCookie } from './request-context';

/** Sent as `x-api-version` when neither the client nor the call says otherwise. */
export const DEFAULT_API_VERSION = 1;

/** The cookie whose value travels as the `hutk` header (HubSpot's visitor id, for the CRM's attribution). */
export const HUBSPOT_COOKIE = 'hubspotutk';

/** What a call may say about its headers (ApiCallOptions' own keys). */
export interface CallHeaderOptions {
  /** The profile the call acts as; default the session's active profile; `false`: none. */
  profile?: ActiveProfile | false;
  /** `x-api-version` for this call. */
  apiVersion?: number | string;
}

/**
 * What every call carries (ky's calls, uploads and the early reads alike): version, token, hutk, the profile it acts
 * as. Its own module, free of ky, so the shell's first script can send a read with exactly these headers
 * (early-reads.ts) without downloading the client.
 */
export function applyCallHeaders(headers: Headers, call: CallHeaderOptions, session: SessionStore, cookies: () => string): void {
  if (call.apiVersion !== undefined) headers.set('x-api-version', String(call.apiVersion));

  const token = session.getToken();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);

  const hutk = readCookie(cookies(), HUBSPOT_COOKIE);
  if (hutk && isHeaderSafe(hutk) && !headers.has('hutk')) headers.set('hutk', hutk);

  if (call.profile === false) {
    headers.delete('meta-profile-id');
    headers.delete('meta-profile-type');
  } else if (!headers.has('meta-profile-id')) {
    const profile = call.profile ?? session.getActiveProfile();
    if (profile) {
      headers.set('meta-profile-id', String(profile.id));
      headers.set('meta-profile-type', profile.type);
    }
  }
}
