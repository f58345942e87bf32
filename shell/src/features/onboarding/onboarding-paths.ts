import type { ProfileType } from '@fundnet/validation-schema';

/** Steps that do not depend on the profile type. */
export type CommonStep = 'aboutYou' | 'smsVerification' | 'selectProfileType';
/** Steps repeated per profile type: /join/<type>/<step>. */
export type TypedStep = 'pointsOfInterest' | 'checkExistingProfiles' | 'quiz';

export const JOIN_BASE = '/join';

export function joinPath(step: CommonStep): string;
export function joinPath(step: TypedStep, type: ProfileType): string;
export function joinPath(step: CommonStep | TypedStep, type?: ProfileType): string {
  return type ? `${JOIN_BASE}/${type}/${step}` : `${JOIN_BASE}/${step}`;
}

/**
 * The sign-in page with a way back: `/login?returnTo=/join/...`. The path is percent-encoded
 * except for '/', which a query may carry as it is (RFC 3986) and which keeps the URL readable.
 */
export function loginPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}

export function signupPath(returnTo?: string): string {
  return returnTo ? `/signup?returnTo=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}` : '/signup';
}
