export {
  type CheckExistingFundReply,
  type CheckExistingFundsParams,
  checkExistingFunds,
  checkExistingFundsQueryOptions,
  type ExistingFundMatch,
  useCheckExistingFunds,
} from './check-existing-funds';
export { type CreateFundInput, type CreateFundReply, createFund, useCreateFund } from './create-fund';
export { deleteFund, useDeleteFund } from './delete-fund';
export { type EditFundAdminSectionParams, editFundAdminSection, useEditFundAdminSection } from './edit-fund-admin-section';
export { type EditableFundSection, type EditFundSectionParams, editFundSection, useEditFundSection } from './edit-fund-section';
export { type DensityReply, fundDensityQueryOptions, getFundDensity, useFundDensity } from './get-fund-density';
export { type FundOwnerView, fundInfoQueryOptions, getFundInfo, useFundInfo } from './get-fund-info';
export {
  type FundSection,
  type FundSectionData,
  type FundSectionQueryConfig,
  type FundSectionState,
  fundSectionQueryOptions,
  getFundSection,
  useFundSection,
} from './get-fund-section';
export { getPublicFund, type PublicFund, type PublicSection, publicFundQueryOptions, usePublicFund } from './get-public-fund';
export { fundInfoKeys } from './keys';
export { type PrefillProfileInput, type PrefillProfileReply, prefillFund, usePrefillFund } from './prefill-fund';
export { type RecordAttemptedAccessParams, recordAttemptedAccess, useRecordAttemptedAccess } from './record-attempted-access';
export { type ApprovalSummary, submitFund, useSubmitFund } from './submit-fund';
export { type UnlockFundSectionParams, unlockFundSection, useUnlockFundSection } from './unlock-fund-section';
export {
  type FundStatusInput,
  type UpdateFundraisingStatusParams,
  updateFundraisingStatus,
  useUpdateFundraisingStatus,
} from './update-fundraising-status';
