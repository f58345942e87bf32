// The public face of the auth module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { authErrors } from './common';
export { authRateLimit, authRoutes } from './routes';
export { createInvitation, hashInvitationCode, markInvitationAccepted, type InvitationRow } from './invitations';
export { createOidcClients, type OidcClients } from './oidc';
export {
  createSession,
  resolveSession,
  revokeAllSessions,
  setActiveProfile,
  type AuthContext,
  type NewSession,
  type SessionPolicy,
} from './sessions';
export { toUserDto, type UserDto } from './user-dto';
export { authHooks, REFERRAL_COOKIE, type UserCreated, type UserCreatedHook } from './extensions';
export { inviteAdmin } from './admin-invitations';
