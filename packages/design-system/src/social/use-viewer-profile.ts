import { type ActiveProfile, useSession } from '@fundnet/api-client';
import { useSignInHref } from '../navigation/sign-in-href/sign-in-href';

/**
 * Who a social button acts for: `visitor` (signed out: the button leads to sign-in and back here),
 * `no-profile` (signed in without an active profile: it leads to choosing one), `self` (the viewer's
 * own profile: nothing to follow), or `ready` with the active profile.
 */
export type SocialViewer =
  | { state: 'visitor'; href: string }
  | { state: 'no-profile'; href: string }
  | { state: 'self' }
  | { state: 'ready'; profile: ActiveProfile };

export function useSocialViewer(profileId: string): SocialViewer {
  const { isAuthenticated, activeProfile } = useSession();
  const signInHref = useSignInHref();
  if (!isAuthenticated) return { state: 'visitor', href: signInHref };
  if (!activeProfile) return { state: 'no-profile', href: '/selectProfile' };
  if (activeProfile.id.toLowerCase() === profileId.toLowerCase()) return { state: 'self' };
  return { state: 'ready', profile: activeProfile };
}
