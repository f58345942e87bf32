import { type SessionStore, sessionStore } from '@fundnet/api-client';
import { useNotify } from '@fundnet/design-system';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from './return-to';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * When the API ends the session (a 401 to a call that carried the token: the session store reports
 * 'expired'), sends the person to `/login?returnTo=<where they were>` with a notice; the login page
 * brings them back there. Mounted once, in the top bar, which is on every page.
 */
export function useSessionExpiryRedirect(store: SessionStore = sessionStore): void {
  const navigate = useNavigate();
  const notify = useNotify();
  const location = useLocation();
  // Read when the event comes: the subscription is made once per store, not on every navigation.
  const latest = useRef({ navigate, notify, location });
  latest.current = { navigate, notify, location };

  useEffect(() => {
    const redirect = () => {
      const { navigate: go, notify: tell, location: here } = latest.current;
      if (here.pathname === '/login') return; // already there: the login page says why
      tell.warning(SESSION_EXPIRED_MESSAGE);
      go(loginPathFor(`${here.pathname}${here.search}${here.hash}`));
    };
    // The session may have ended just before this mounted (another app's call got the 401).
    if (store.getSnapshot().expired) redirect();
    return store.subscribe(({ reason }) => {
      if (reason === 'expired') redirect();
    });
  }, [store]);
}
