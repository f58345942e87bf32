import { useLocation } from 'react-router-dom';

/** The shell's login page, coming back to `returnTo` after signing in. */
export function signInHref(returnTo: string) {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The login link that brings the user back to the page they are on (path, query and hash). */
export function useSignInHref() {
  const { pathname, search, hash } = useLocation();
  return signInHref(`${pathname}${search}${hash}`);
}
