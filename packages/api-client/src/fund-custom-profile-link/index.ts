export { confirmShareLinkNda } from './confirm-share-link-nda';
export { confirmShareLinkPassword } from './confirm-share-link-password';
export { consumeShareLinkMagic } from './consume-share-link-magic';
export { createShareLink, useCreateShareLink } from './create-share-link';
export { deleteShareLink, useDeleteShareLink } from './delete-share-link';
export { downloadShareLinkNda } from './download-share-link-nda';
export { editShareLink, type EditShareLinkInput, useEditShareLink } from './edit-share-link';
export { expressShareLinkInterest, useExpressShareLinkInterest } from './express-share-link-interest';
export { getShareLinkInterest, shareLinkInterestQueryOptions, useShareLinkInterest } from './get-share-link-interest';
export { getShareLinkVisits, shareLinkVisitsQueryOptions, useShareLinkVisits } from './get-share-link-visits';
export { getShareLink, shareLinkQueryOptions, useShareLink } from './get-share-link';
export {
  getShareLinkNdaRecords,
  type ShareLinkNdaRecord,
  shareLinkNdaRecordsQueryOptions,
  useShareLinkNdaRecords,
} from './get-share-link-nda-records';
export {
  type CreateShareLinkInput,
  getShareLinks,
  type ScopedProfile,
  type ShareLink,
  shareLinksQueryOptions,
  type ShareLinkStatus,
  type ShareLinkInterest,
  type ShareLinkVisit,
  type ShareScopeOptions,
  type ShareScopeResource,
  useShareLinks,
} from './get-share-links';
export { getShareLinkStatus, openedShareLinkKey, openedShareLinkQueryOptions } from './get-share-link-status';
export { getShareScopeOptions, shareScopeOptionsQueryOptions, useShareScopeOptions } from './get-share-scope-options';
export { getSharedProfile, sharedProfileQueryOptions, useForgetSharedProfile, useSharedProfile } from './get-shared-profile';
export { getSharedWithMe, sharedWithMeQueryOptions, useSharedWithMe } from './get-shared-with-me';
export { inviteToShareLink, type InviteToShareLinkInput, useInviteToShareLink } from './invite-to-share-link';
export { shareLinkKeys } from './keys';
export { openShareLink, type SharedWithMe, type VisitorLinkState } from './open-share-link';
export { previewShareLink, shareLinkPreviewQueryOptions, useShareLinkPreview } from './preview-share-link';
export { sendShareLinkHeartbeat } from './send-share-link-heartbeat';
export { setShareLinkStatus, type SetShareLinkStatusInput, useSetShareLinkStatus } from './set-share-link-status';
export type { ShareLinkInput } from './share-link-write';
export { signShareLinkNda } from './sign-share-link-nda';
export { storeShareLinkEmail } from './store-share-link-email';
export { verifyShareLinkSignup } from './verify-share-link-signup';
