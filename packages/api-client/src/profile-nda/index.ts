export { type AcceptNdaReply, type AcceptNdaVariables, acceptNda, useAcceptNda } from './accept-nda';
export {
  getProfileNda,
  type NdaAcceptance,
  type NdaFile,
  type NdaVersion,
  type ProfileNdaReply,
  profileNdaQueryOptions,
  useProfileNda,
} from './get-profile-nda';
export { getPublicNda, type PublicNdaReply, publicNdaQueryOptions, usePublicNda } from './get-public-nda';
export { profileNdaKeys } from './keys';
export { type NdaDocumentInput, saveNdaDocument, useSaveNdaDocument } from './save-nda-document';
