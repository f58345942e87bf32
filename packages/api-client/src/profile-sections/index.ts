// The profile families (fund-info, investor-info, service-provider): one typed file per endpoint of the server's
// section engine, parameterised by the profile type. Keys: profileFamilyKeys[type].
export {
  type CheckExistingProfilesQuery,
  type CheckExistingReply,
  checkExistingProfiles,
  checkExistingProfilesQueryOptions,
  type ExistingProfileMatch,
} from './check-existing-profiles';
export { createProfileInfo } from './create-profile-info';
export { deleteProfileInfo } from './delete-profile-info';
export { type EditProfileAdminSectionParams, editProfileAdminSection, useEditProfileAdminSection } from './edit-profile-admin-section';
export { type EditProfileSectionParams, editProfileSection, type SectionEdit, useEditProfileSection } from './edit-profile-section';
export { type DensityReply, getProfileDensity, profileDensityQueryOptions, useProfileDensity } from './get-profile-density';
export { getProfileInfo, type ProfileOwnerView, profileInfoQueryOptions, useProfileInfo } from './get-profile-info';
export { getProfileSection, profileSectionQueryOptions } from './get-profile-section';
export {
  getPublicProfile,
  type PublicProfile,
  type PublicSection,
  publicProfileQueryOptions,
  usePublicProfile,
} from './get-public-profile';
export { type PrefillProfileInput, type PrefillProfileReply, prefillProfile } from './prefill-profile';
export {
  type CreateInputOf,
  type CreateReplyOf,
  type EditableSectionOf,
  familyPath,
  type NdaSectionOf,
  type ProfileFamily,
  type ProfileFamilyContracts,
  type ProfileOf,
  profileFamilies,
  profileFamilyKeys,
  type SectionInputOf,
  type SectionOf,
  type SectionStateOf,
  type StatusInputOf,
  type StatusSectionOf,
} from './profile-families';
export { type RecordProfileAccessAttemptParams, recordProfileAccessAttempt } from './record-profile-access-attempt';
export { type ApprovalSummary, submitProfileInfo, useSubmitProfileInfo } from './submit-profile-info';
export { type UnlockProfileSectionParams, unlockProfileSection } from './unlock-profile-section';
export { type StatusEdit, type UpdateProfileStatusParams, updateProfileStatus, useUpdateProfileStatus } from './update-profile-status';
