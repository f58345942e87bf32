export {
  getIntroductionRequest,
  type IntroductionRequest,
  introductionRequestQueryOptions,
  useIntroductionRequest,
} from './get-introduction-request';
export {
  getIntroductions,
  type Introduction,
  type IntroductionList,
  introductionsQueryOptions,
  useIntroductions,
} from './get-introductions';
export { introductionKeys } from './keys';
export { type RequestIntroductionFormValues, requestIntroduction, useRequestIntroduction } from './request-introduction';
export {
  type IntroductionDecision,
  type RespondIntroductionVariables,
  respondIntroduction,
  useRespondIntroduction,
} from './respond-introduction';
export { useVerifyIntroduction, type VerifyIntroductionInput, verifyIntroduction } from './verify-introduction';
