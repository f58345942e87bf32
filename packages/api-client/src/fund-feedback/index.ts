export { deleteFundFeedback, useDeleteFundFeedback } from './delete-fund-feedback';
export { getGivenFundFeedback, useGivenFundFeedback } from './get-given-fund-feedback';
export {
  type FundFeedbackAverages,
  type FundFeedbackReceived,
  getReceivedFundFeedback,
  useReceivedFundFeedback,
} from './get-received-fund-feedback';
export { type CreateFundFeedbackInput, type FundFeedback, giveFundFeedback, useGiveFundFeedback } from './give-fund-feedback';
export { fundFeedbackKeys } from './keys';
