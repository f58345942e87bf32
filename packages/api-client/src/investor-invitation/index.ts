export {
  getInvestorInvitations,
  type InvestorInvitation,
  type InvestorInvitationList,
  investorInvitationsQueryOptions,
  useInvestorInvitations,
} from './get-investor-invitations';
export { type InviteInvestorsFormValues, type InviteInvestorsReply, inviteInvestors, useInviteInvestors } from './invite-investors';
export { investorInvitationKeys } from './keys';
export { reinviteInvestor, useReinviteInvestor } from './reinvite-investor';
export { resendInvestorInvitation, useResendInvestorInvitation } from './resend-investor-invitation';
export { revokeInvestorInvitation, useRevokeInvestorInvitation } from './revoke-investor-invitation';
