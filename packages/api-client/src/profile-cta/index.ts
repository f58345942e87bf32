export { getProfileCta, type ProfileCtaReply, profileCtaQueryOptions, useProfileCta } from './get-profile-cta';
export {
  getPublicCallToAction,
  type PublicCallToAction,
  type PublicProfileCtaReply,
  publicCallToActionQueryOptions,
  usePublicCallToAction,
} from './get-public-call-to-action';
export { profileCtaKeys } from './keys';
export { type CallToActionInput, saveProfileCta, useSaveProfileCta } from './save-profile-cta';
