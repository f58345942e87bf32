import { type ActiveProfile, useSession } from '@fundnet/api-client';
import { useLocation } from 'react-router-dom';
import { signInHref } from '../navigation/sign-in-href/sign-in-href';

/**
 * Who a social button acts for: `visitor` (signed out: the button leads to sign-in and back here),
 * `no-profile` (signed in without an active profile: it leads to choosing one, then back here), `self` (the viewer's
 * own profile: nothing to follow), or `ready` with the active profile.
 */
export type SocialViewer =
  | { state: 'visitor'; href: string }
  | { state: 'no-profile'; href: string }
  | { state: 'self' }
  | { state: 'ready'; profile: ActiveProfile };

/**
 * The query parameter that carries an action through sign-in and the profile choice (issue 11.6): a visitor's
 * "Follow" comes back to `<page>?follow=<profileId>`, and the button of that profile finishes the follow there.
 */
export const followIntentParam = 'follow';

/** This page's address with `name=value` added to its query (the way back after sign-in). */
function hereWith(location: { pathname: string; search: string; hash: string }, intent?: { name: string; value: string }): string {
  const params = new URLSearchParams(location.search);
  if (intent) params.set(intent.name, intent.value);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

export function useSocialViewer(profileId: string, intent?: { name: string; value: string }): SocialViewer {
  const { isAuthenticated, activeProfile } = useSession();
  const location = useLocation();
  const back = hereWith(location, intent);
  if (!isAuthenticated) return { state: 'visitor', href: signInHref(back) };
  if (!activeProfile) return { state: 'no-profile', href: `/selectProfile?returnTo=${encodeURIComponent(back)}` };
  if (activeProfile.id.toLowerCase() === profileId.toLowerCase()) return { state: 'self' };
  return { state: 'ready', profile: activeProfile };
}
