import { type ActiveProfile, type GetMeReply, meQueryOptions, profileSwitch, type SessionStore, sessionStore } from '@fundnet/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { safeReturnTo } from './return-to';

export interface FinishSignInOptions {
  /** The `returnTo` the sign-in page was given (checked here: same-origin paths only). */
  returnTo?: string | null;
}

/**
 * Where a person goes once signed in, when no `returnTo` says otherwise:
 * several profiles → /selectProfile; one → the home page; none → /join (an administrator without
 * profiles → /admin; an e-mail not verified yet → /verifyEmail, whose success leads to /join).
 */
export function destinationAfterSignIn(me: GetMeReply): string {
  if (me.profiles.length > 1) return '/selectProfile';
  if (me.profiles.length === 1) return '/';
  if (me.user.isAdmin) return '/admin';
  return me.user.emailVerified ? '/join' : '/verifyEmail';
}

/**
 * The profile to act as after signing in: the one this browser used last if the user still belongs
 * to it (a session that expired keeps it), else their only profile, else none (they choose).
 */
export function profileAfterSignIn(me: GetMeReply, remembered: ActiveProfile | null): ActiveProfile | null {
  const still = remembered && me.profiles.find((profile) => profile.id === remembered.id && profile.type === remembered.type);
  if (still) return { id: still.id, type: still.type };
  const [only] = me.profiles;
  return me.profiles.length === 1 && only ? { id: only.id, type: only.type } : null;
}

/**
 * Where to go once signed in as `profile` (null: none chosen), with the checked `returnTo` path `back`: back there,
 * except that a user with several profiles and none chosen chooses first and then goes back (a Follow clicked before
 * signing in is then done as the chosen profile, issue 11.6); without `back`, the first page of destinationAfterSignIn.
 */
export function destinationWithReturn(me: GetMeReply, profile: ActiveProfile | null, back: string | null): string {
  if (!back) return destinationAfterSignIn(me);
  if (!profile && me.profiles.length > 1) return `/selectProfile?returnTo=${encodeURIComponent(back)}`;
  return back;
}

/**
 * Finishes a sign-in whose token is already stored: reads who signed in, picks the profile to act as
 * (and tells the server: auth/profile-switch), then goes to `returnTo` or the right first page.
 * Resolves with the path it went to.
 */
export function useFinishSignIn(store: SessionStore = sessionStore) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ returnTo }: FinishSignInOptions = {}): Promise<string> => {
      const back = safeReturnTo(returnTo);
      let destination = back ?? '/';
      try {
        const me = await queryClient.fetchQuery(meQueryOptions());
        const profile = profileAfterSignIn(me, store.getActiveProfile());
        if (profile) {
          // Best effort: the profile headers already make every call act as it.
          await profileSwitch({ profileId: profile.id, profileType: profile.type }).catch(() => undefined);
        }
        store.setActiveProfile(profile);
        destination = destinationWithReturn(me, profile, back);
      } catch {
        // Who signed in could not be read (offline?): the home page works for everyone.
      }
      navigate(destination, { replace: true });
      return destination;
    },
    [navigate, queryClient, store],
  );
}
