export { type AcceptInvitationReply, acceptInvitation, useAcceptInvitation } from './accept-invitation';
export { type InvitationCodeInput, type InvitationDetails, openInvitation, useOpenInvitation } from './open-invitation';
