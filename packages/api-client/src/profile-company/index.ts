export {
  getProfileCompany,
  type ProfileCompany,
  type ProfileCompanyReply,
  profileCompanyQueryOptions,
  useProfileCompany,
} from './get-profile-company';
export { profileCompanyKeys } from './keys';
export { type ProfileCompanyInput, saveProfileCompany, useSaveProfileCompany } from './save-profile-company';
