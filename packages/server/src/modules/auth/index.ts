// The public face of the auth module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { authErrors } from './common';
export { authRateLimit, authRoutes } from './routes';
export {
  createInvitation,
  hashInvitationCode,
  invitationByCode,
  type InvitationRow,
  markInvitationAccepted,
  mergeInvitationData,
  updateInvitationData,
} from './invitations';
export {
  acceptedInviteeIdsOf,
  invitedProfileIdsOf,
  type Inviter,
  invitationById,
  openlyInvitedAddresses,
  type ProfileInvitationRef,
  profileInvitation,
  profileInvitations,
  renewInvitation,
  revokeInvitation,
  revokeOpenInvitationsTo,
} from './profile-invitations';
export { createOidcClients, type OidcClients } from './oidc';
export { userRoutes } from './account-routes';
// The administration console reads sessions and invitations through these.
export { type InvitationQuery, invitationsPage, sessionsOf } from './admin-reads';
// Other families' one-time codes (user-secondary-email's links) live in auth's table too.
export { claimCode, codeByHash, dropOpenCodes, storeCode } from './family-codes';
export {
  createSession,
  forgetActiveProfile,
  forgetActiveProfileOf,
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
// billing counts open member invitations as seats.
export { openMemberInvitationCount } from './reads-invitations';
