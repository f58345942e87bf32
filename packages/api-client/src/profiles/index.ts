export { type CreateProfileInput, createProfile, type ProfileSummary, useCreateProfile } from './create-profile';
export { deleteProfile, useDeleteProfile } from './delete-profile';
export { getMyProfiles, myProfilesQueryOptions, useMyProfiles } from './get-my-profiles';
export { getProfile, type ProfileDetail, type ProfileMember, profileQueryOptions, useProfile } from './get-profile';
export { profilesKeys } from './keys';
