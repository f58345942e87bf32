// The shell's session glue: where to go after signing in, and back to /login when the session ends.
export { loginPathFor, safeReturnTo } from './return-to';
export { type FinishSignInOptions, useFinishSignIn } from './use-finish-sign-in';
export { SESSION_EXPIRED_MESSAGE, useSessionExpiryRedirect } from './use-session-expiry-redirect';
