import * as v from 'valibot';
import { profileTypeSchema } from '../enums/profiles';
import { messages } from '../messages';
import { formObject } from '../rules/object';
import { requiredString } from '../rules/strings';

/**
 * Contract of the introduction family (api/introduction): double opt-in introductions between an
 * investor, a fund and a service provider (spec entity: investorId, fundId, providerId). A member of one
 * profile asks to be introduced to another profile; the other profile's owner gets a private mail with a
 * link to /verifyIntroduction; only when they accept are both sides mailed each other's contact.
 * States: requested → accepted → introduced, or declined / expired.
 */

/** How long a request waits for an answer (our choice). */
export const INTRODUCTION_TTL_DAYS = 14;
/** Longest request message (our choice). */
export const INTRODUCTION_MESSAGE_MAX_LENGTH = 2000;
/** Most introduction requests one profile may send in 24 hours (our choice, against spam). */
export const INTRODUCTION_DAILY_LIMIT = 20;

export const introductionStatuses = ['requested', 'accepted', 'introduced', 'declined', 'expired'] as const;
export type IntroductionStatus = (typeof introductionStatuses)[number];

export const introductionDecisions = ['accept', 'decline'] as const;
export type IntroductionDecision = (typeof introductionDecisions)[number];

export const introductionMessages = {
  targetRequired: 'Choose the profile you want to be introduced to', // not in spec
  oneTargetOnly: 'Choose only one profile to be introduced to', // not in spec
  idInvalid: 'Profile id is not valid', // not in spec
  introductionIdInvalid: 'Introduction id is not valid', // not in spec
  messageMaxLength: `Message can be at most ${INTRODUCTION_MESSAGE_MAX_LENGTH} characters`, // not in spec
  decisionInvalid: 'Choose accept or decline', // not in spec
  codeRequired: 'Introduction code is required', // not in spec
  /** 422: the target has the requester's own type (the id key names the type). */
  sameType: 'An introduction connects two different kinds of profile: choose a profile of another kind', // not in spec
  /** 404 */
  targetNotFound: 'This profile does not exist or is not public.', // not in spec
  notFound: 'This introduction does not exist.', // not in spec
  /** 400: the mailed code matches no introduction. */
  invalidCode: 'This introduction link is invalid.', // not in spec
  /** 409: an open request between the same two profiles exists already. */
  alreadyRequested: 'You already asked for this introduction. It is waiting for an answer.', // not in spec
  alreadyIntroduced: 'You have already been introduced to this profile.', // not in spec
  /** 409: a second answer. */
  alreadyAnswered: 'This introduction has already been answered.', // not in spec
  /** 410 */
  expired: 'This introduction request has expired.', // not in spec
  /** 422: a profile has no owner to write to. */
  noContact: 'This profile cannot receive introduction requests yet.', // not in spec
  /** 429 */
  dailyLimit: `A profile can ask for at most ${INTRODUCTION_DAILY_LIMIT} introductions a day. Try again tomorrow.`, // not in spec
} as const;

const optionalId = v.optional(v.pipe(v.string(introductionMessages.idInvalid), v.uuid(introductionMessages.idInvalid)));

/**
 * POST api/introduction: who to be introduced to, by the key of its kind (fundId, investorId or providerId;
 * exactly one, of another kind than the active profile), and a message ('Message is required').
 */
export const requestIntroductionBody = formObject({
  fundId: optionalId,
  investorId: optionalId,
  providerId: optionalId,
  message: v.pipe(
    // null: no default text limit (200) ahead of the message's own: it cut messages at 200 characters, not 2,000.
    requiredString(messages.messageRequired, null),
    v.maxLength(INTRODUCTION_MESSAGE_MAX_LENGTH, introductionMessages.messageMaxLength),
  ),
});
export type RequestIntroductionInput = v.InferOutput<typeof requestIntroductionBody>;
export type RequestIntroductionFormValues = v.InferInput<typeof requestIntroductionBody>;

/** Path parameters of api/introduction/{introductionId}/respond. */
export const introductionIdParams = v.object({
  introductionId: v.pipe(v.string(introductionMessages.introductionIdInvalid), v.uuid(introductionMessages.introductionIdInvalid)),
});
export type IntroductionIdParams = v.InferOutput<typeof introductionIdParams>;

const decisionSchema = v.picklist(introductionDecisions, introductionMessages.decisionInvalid);

/** POST api/introduction/{introductionId}/respond: the target profile's answer, signed in. */
export const respondIntroductionBody = formObject({ decision: decisionSchema });
export type RespondIntroductionInput = v.InferOutput<typeof respondIntroductionBody>;

/** GET api/introduction/verify?code=…: reads the request behind a mailed link (changes nothing). */
export const introductionCodeQuery = formObject({ code: requiredString(introductionMessages.codeRequired) });
export type IntroductionCodeQuery = v.InferOutput<typeof introductionCodeQuery>;

/** POST api/introduction/verify: the answer from the mailed link (the code is the target owner's proof). */
export const verifyIntroductionBody = formObject({
  code: requiredString(introductionMessages.codeRequired),
  decision: decisionSchema,
});
export type VerifyIntroductionInput = v.InferOutput<typeof verifyIntroductionBody>;

// ---------------------------------------------------------------- replies

const timestamp = v.pipe(v.string(), v.isoTimestamp());

export const introductionProfileSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: profileTypeSchema,
  name: v.string(),
  slug: v.string(),
});
export type IntroductionProfile = v.InferOutput<typeof introductionProfileSchema>;

/** A person's contact, shared only once both sides agreed. */
export const introductionContactSchema = v.object({ name: v.string(), email: v.string() });

/** An introduction as one of its two profiles sees it. */
export const introductionSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  status: v.picklist(introductionStatuses),
  investorId: v.nullable(v.pipe(v.string(), v.uuid())),
  fundId: v.nullable(v.pipe(v.string(), v.uuid())),
  providerId: v.nullable(v.pipe(v.string(), v.uuid())),
  requester: introductionProfileSchema,
  target: introductionProfileSchema,
  /** Who asked (the requester side's person). */
  requestedBy: v.string(),
  message: v.string(),
  createdAt: timestamp,
  expiresAt: timestamp,
  respondedAt: v.nullable(timestamp),
  introducedAt: v.nullable(timestamp),
  /** The other side's contact: only once introduced. */
  contact: v.nullable(introductionContactSchema),
});
export type Introduction = v.InferOutput<typeof introductionSchema>;

/** GET api/introduction: the requests the active profile sent and received, newest first. */
export const introductionListReply = v.object({
  sent: v.array(introductionSchema),
  received: v.array(introductionSchema),
});
export type IntroductionList = v.InferOutput<typeof introductionListReply>;

/** GET and POST api/introduction/verify: what the mailed link's page shows (no contact before acceptance). */
export const introductionRequestReply = v.object({
  status: v.picklist(introductionStatuses),
  requester: introductionProfileSchema,
  target: introductionProfileSchema,
  requestedBy: v.string(),
  message: v.string(),
  createdAt: timestamp,
  expiresAt: timestamp,
  respondedAt: v.nullable(timestamp),
});
export type IntroductionRequest = v.InferOutput<typeof introductionRequestReply>;
