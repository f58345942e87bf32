export { getReceivedFeedbackRequests, useReceivedFeedbackRequests } from './get-received-feedback-requests';
export { type FundFeedbackRequestList, getSentFeedbackRequests, useSentFeedbackRequests } from './get-sent-feedback-requests';
export { ignoreFeedbackRequest, useIgnoreFeedbackRequest } from './ignore-feedback-request';
export { fundFeedbackRequestKeys } from './keys';
export {
  type CreateFundFeedbackRequestInput,
  type FundFeedbackRequest,
  requestFundFeedback,
  useRequestFundFeedback,
} from './request-fund-feedback';
export { useWithdrawFeedbackRequest, withdrawFeedbackRequest } from './withdraw-feedback-request';
