export {
  type AcceptProfileMemberInvitationInput,
  acceptProfileMemberInvitation,
  useAcceptProfileMemberInvitation,
} from './accept-profile-member-invitation';
export {
  getProfileMembers,
  type ProfileMemberInvitation,
  type ProfileMemberList,
  type ProfileTeamMember,
  profileMembersQueryOptions,
  useProfileMembers,
} from './get-profile-members';
export {
  type InviteProfileMembersFormValues,
  type InviteProfileMembersReply,
  inviteProfileMembers,
  useInviteProfileMembers,
} from './invite-profile-members';
export { profileMemberKeys } from './keys';
export { removeProfileMember, useLeaveProfile, useRemoveProfileMember } from './remove-profile-member';
export { resendProfileMemberInvitation, useResendProfileMemberInvitation } from './resend-profile-member-invitation';
export { revokeProfileMemberInvitation, useRevokeProfileMemberInvitation } from './revoke-profile-member-invitation';
export {
  type UpdateProfileMemberRoleVariables,
  updateProfileMemberRole,
  useUpdateProfileMemberRole,
} from './update-profile-member-role';
