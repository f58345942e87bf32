export { changeProfileStatus, useChangeProfileStatus, useSetDiscoveryWeight } from './change-profile-status';
export { createAdministrator, useCreateAdministrator } from './create-administrator';
export { createReferralLink, useCreateReferralLink } from './create-referral-link';
export { generateInviteLink } from './generate-invite-link';
export { getAdminInvitations, useAdminInvitations } from './get-admin-invitations';
export { getAdminProfileData, useAdminProfileData } from './get-admin-profile-data';
export { getAdminProfile, useAdminProfile } from './get-admin-profile';
export {
  type AdminProfileData,
  type AdminProfileDetail,
  type AdminProfileListParams,
  type AdminProfilePage,
  getAdminProfiles,
  type ProfileStats,
  type SidebarStats,
  useAdminProfiles,
  type ViewAsAudience,
  type ViewAsReply,
} from './get-admin-profiles';
export { getAdminUser, useAdminUser } from './get-admin-user';
export {
  type AdminInvitationPage,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserListParams,
  type AdminUserPage,
  type AdminUserPatchInput,
  adminUsersQueryOptions,
  getAdminUsers,
  useAdminUsers,
} from './get-admin-users';
export { getProfileStats, useProfileStats } from './get-profile-stats';
export {
  getReferralLinks,
  type InviteLinkGenerateReply,
  type ReferralLink,
  type ReferralLinkCreateInput,
  type ReferralLinkList,
  type ReferralLinkPatchInput,
  useReferralLinks,
} from './get-referral-links';
export { getSidebarStats, useSidebarStats } from './get-sidebar-stats';
export { getViewAs, useViewAs } from './get-view-as';
export { administrationKeys } from './keys';
export { patchAdminUser, usePatchAdminUser } from './patch-admin-user';
export { revokeAdminUser, useRevokeAdminUser } from './revoke-admin-user';
export { updateReferralLink, useUpdateReferralLink } from './update-referral-link';
