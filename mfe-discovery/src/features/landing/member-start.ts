import { useSession } from '@fundnet/api-client';
import { profileTypePaths } from '@fundnet/validation-schema';

/** Where a signed-in reader of the marketing pages goes next, with its label. */
export interface MemberStart {
  to: string;
  label: string;
}

/**
 * The member's own start for the marketing pages (`/`, `/home`, the audience pages), or null for a visitor. A member
 * was asked to "Join Fundnet" and shown "Sign up / Sign in" there (stop 55's visual baseline of /home, signed in as the
 * demo GP): the page now sends them to their profile's own page, or to choosing one when no profile is active.
 */
export function useMemberStart(): MemberStart | null {
  const { isAuthenticated, activeProfile } = useSession();
  if (!isAuthenticated) return null;
  return activeProfile
    ? { to: profileTypePaths[activeProfile.type], label: 'My profile page' }
    : { to: '/selectProfile', label: 'Choose a profile' };
}
