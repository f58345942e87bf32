import * as v from 'valibot';
import { feedbackRequestStatuses, feedbackRequestStatusSchema } from '../enums/access';
import { formObject } from '../rules/object';
import { optionalLongText } from '../rules/strings';
import { fundFeedbackProfileSchema } from './fund-feedback';
import { profileIdField } from './profile-view';

/**
 * Contract of the fund-feedback-requests family (api/fund-feedback-requests): a GP asks an LP for feedback. States
 * (forms §4): Requested → Responded (the LP gives feedback with the request's id) or Ignored (the LP declines).
 *
 * - POST fund-feedback-requests { investorProfileId, message? }: the active fund asks. 409 while one is open.
 * - GET fund-feedback-requests/sent?status=: the fund's requests with their states.
 * - GET fund-feedback-requests/received?status=: the active investor's requests.
 * - PATCH fund-feedback-requests/{id}/ignore: the investor ignores an open request.
 * - DELETE fund-feedback-requests/{id}: the fund withdraws an open request.
 */
export const fundFeedbackRequestMessages = {
  investorNotFound: 'This investor does not exist.', // not in spec
  requestNotFound: 'This feedback request does not exist.', // not in spec
  alreadyRequested: 'Feedback has already been requested from this investor.', // not in spec
  notOpen: 'This feedback request is not open.', // not in spec
} as const;

export const FEEDBACK_REQUEST_MESSAGE_MAX = 2000;

export const createFundFeedbackRequestBody = formObject({
  investorProfileId: profileIdField,
  message: optionalLongText(),
});
export type CreateFundFeedbackRequestInput = v.InferInput<typeof createFundFeedbackRequestBody>;

export const fundFeedbackRequestListQuery = v.object({
  status: v.optional(feedbackRequestStatusSchema),
});

export const fundFeedbackRequestIdParams = v.object({
  id: v.pipe(v.string(), v.uuid(fundFeedbackRequestMessages.requestNotFound)),
});

export const fundFeedbackRequestSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  fund: fundFeedbackProfileSchema,
  investor: fundFeedbackProfileSchema,
  message: v.nullable(v.string()),
  status: v.picklist(feedbackRequestStatuses),
  /** The feedback that answered it (Responded only). */
  feedbackId: v.nullable(v.string()),
  createdAt: v.string(),
  answeredAt: v.nullable(v.string()),
});
export type FundFeedbackRequest = v.InferOutput<typeof fundFeedbackRequestSchema>;

export const fundFeedbackRequestReply = v.object({ request: fundFeedbackRequestSchema });
export const fundFeedbackRequestListReply = v.object({
  items: v.array(fundFeedbackRequestSchema),
  counts: v.object({ Requested: v.number(), Responded: v.number(), Ignored: v.number() }),
});
export type FundFeedbackRequestList = v.InferOutput<typeof fundFeedbackRequestListReply>;
