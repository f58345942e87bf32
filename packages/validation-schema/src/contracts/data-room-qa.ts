import * as v from 'valibot';
import { formObject } from '../rules/object';
import { dataRoomPassageSchema } from './data-room';
import { skipTakeQueryEntries } from './profile-sections';

/**
 * Contract of the data-room-qa family (api/data-room-qa, issue 35 part 1; not in the spec): questions a holder of a
 * data room asks the fund (on the room, a file or a page of a file), the fund's inbox (assign, draft, answer, publish,
 * close), the room's FAQ of published answers, response times and the XLSX log. Who may do what is decided by the
 * data room's one resolver (modules/data-room/permissions.ts); packages/server/src/modules/data-room-qa/README.md gives
 * the design, ADR 0081 the choices.
 */

export const QA_QUESTION_MAX = 2000;
export const QA_ANSWER_MAX = 10_000;
export const QA_SUGGEST_MAX = 500;

/** The life of a question: asked (open), given to a member (assigned), answered, published in the FAQ, or closed. */
export const qaStates = ['open', 'assigned', 'answered', 'published', 'closed'] as const;
export type QaState = (typeof qaStates)[number];
export const qaStateLabels: Readonly<Record<QaState, string>> = {
  open: 'Open',
  assigned: 'Assigned',
  answered: 'Answered',
  published: 'Published in the FAQ',
  closed: 'Closed',
};

export const qaMessages = {
  questionRequired: 'Question is required', // not in spec
  questionTooLong: `Question can be at most ${QA_QUESTION_MAX} characters`, // not in spec
  answerRequired: 'Answer is required', // not in spec
  answerTooLong: `Answer can be at most ${QA_ANSWER_MAX} characters`, // not in spec
  draftTooLong: `Draft can be at most ${QA_ANSWER_MAX} characters`, // not in spec
  searchTooLong: `Search can be at most ${QA_SUGGEST_MAX} characters`, // not in spec
  invalidId: 'Id is not valid', // not in spec
  invalidPage: 'Page must be a whole number from 1', // not in spec
  pageNeedsFile: 'A page can only be given with a file', // not in spec
  pageOutOfRange: 'This file has no such page', // not in spec
  invalidState: 'Select a valid state', // not in spec
  roomNotFound: 'This data room does not exist.', // not in spec
  fileNotFound: 'This file does not exist.', // not in spec
  questionNotFound: 'This question does not exist.', // not in spec
  assigneeNotMember: 'Assign the question to a member of the fund who manages the data room (editor role and up).', // not in spec
  linkDisallows: 'This share link does not let its visitors ask questions.', // not in spec
  managersAnswer: 'The fund’s team answers questions here; ask from an investor’s account.', // not in spec
  needsAnswer: 'Answer the question before publishing it.', // not in spec
  closed: 'This question is closed.', // not in spec
} as const;

const id = v.pipe(v.string(qaMessages.invalidId), v.trim(), v.uuid(qaMessages.invalidId));
const timestamp = v.pipe(v.string(), v.isoTimestamp());

// ---------------------------------------------------------------- requests

/** POST question: on the room (no fileId), a file, or a page of a file. */
export const askQuestionBody = formObject({
  dataRoomId: id,
  fileId: v.nullish(id, null),
  page: v.nullish(
    v.pipe(
      v.number(qaMessages.invalidPage),
      v.integer(qaMessages.invalidPage),
      v.minValue(1, qaMessages.invalidPage),
      v.maxValue(100_000, qaMessages.invalidPage),
    ),
    null,
  ),
  text: v.pipe(
    v.string(qaMessages.questionRequired),
    v.trim(),
    v.nonEmpty(qaMessages.questionRequired),
    v.maxLength(QA_QUESTION_MAX, qaMessages.questionTooLong),
  ),
});
export type AskQuestionInput = v.InferInput<typeof askQuestionBody>;

export const qaRoomParams = v.object({ dataRoomId: id });
export const qaQuestionParams = v.object({ id });

/** GET suggestions?q=: published answers and passages of the files that may already answer a question being typed. */
export const qaSuggestionsQuery = v.object({
  q: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(QA_SUGGEST_MAX, qaMessages.searchTooLong)),
});

/** GET inbox: one page of a room's questions, newest first, by state and assignee. */
export const qaInboxQuery = v.object({
  state: v.optional(v.picklist(qaStates, qaMessages.invalidState)),
  assigneeId: v.optional(v.pipe(v.string(), v.uuid(qaMessages.invalidId))),
  ...skipTakeQueryEntries,
});
export type QaInboxQuery = v.InferInput<typeof qaInboxQuery>;

export const assignQuestionBody = formObject({ assigneeUserId: id });
export const draftAnswerBody = formObject({
  draft: v.pipe(v.string(qaMessages.draftTooLong), v.maxLength(QA_ANSWER_MAX, qaMessages.draftTooLong)),
});
export const answerQuestionBody = formObject({
  answer: v.pipe(
    v.string(qaMessages.answerRequired),
    v.trim(),
    v.nonEmpty(qaMessages.answerRequired),
    v.maxLength(QA_ANSWER_MAX, qaMessages.answerTooLong),
  ),
});

// ---------------------------------------------------------------- replies

/** Where a question points: the room (file null), a file, a page of a file. */
const targetEntries = {
  fileId: v.nullable(v.string()),
  /** The file's name; null on the room, or when the file was deleted since. */
  fileName: v.nullable(v.string()),
  page: v.nullable(v.number()),
};

/** A question as its asker's organisation reads it: no assignee, no draft; "assigned" reads as open. */
export const myQuestionSchema = v.object({
  id: v.string(),
  dataRoomId: v.string(),
  ...targetEntries,
  text: v.string(),
  state: v.picklist(['open', 'answered', 'published', 'closed']),
  answer: v.nullable(v.string()),
  /** Asked by this person (else by a colleague of their organisation). */
  mine: v.boolean(),
  askedAt: timestamp,
  answeredAt: v.nullable(timestamp),
});
export type MyQuestion = v.InferOutput<typeof myQuestionSchema>;
export const myQuestionReply = v.object({ question: myQuestionSchema });
export const myQuestionsReply = v.object({
  items: v.array(myQuestionSchema),
  /** Whether this caller may ask here (a link visitor only when their link allows it; the fund's managers answer). */
  canAsk: v.boolean(),
});
export type MyQuestions = v.InferOutput<typeof myQuestionsReply>;

/** A published question with its answer: the asker is never named. */
export const faqEntrySchema = v.object({
  id: v.string(),
  ...targetEntries,
  question: v.string(),
  answer: v.string(),
  publishedAt: timestamp,
});
export type FaqEntry = v.InferOutput<typeof faqEntrySchema>;
export const faqReply = v.object({ items: v.array(faqEntrySchema) });
export type Faq = v.InferOutput<typeof faqReply>;

export const qaSuggestionsReply = v.object({
  /** Published answers that match the words typed, best first. */
  faq: v.array(faqEntrySchema),
  /** Passages of the files the asker may search (canView and canUseAIChat, on a plan with AI chat). */
  passages: v.array(dataRoomPassageSchema),
});
export type QaSuggestions = v.InferOutput<typeof qaSuggestionsReply>;

/** A question in the fund's inbox: who asked (their organisation, their link), who has it, the draft and the answer. */
export const inboxQuestionSchema = v.object({
  id: v.string(),
  dataRoomId: v.string(),
  ...targetEntries,
  text: v.string(),
  state: v.picklist(qaStates),
  asker: v.object({
    email: v.string(),
    name: v.nullable(v.string()),
    /** The organisation (profile) they asked as, when they did. */
    organisation: v.nullable(v.string()),
    /** The share link they came through (its internal name), when they did. */
    viaLink: v.nullable(v.string()),
  }),
  assignee: v.nullable(v.object({ userId: v.string(), name: v.string(), email: v.string() })),
  draft: v.nullable(v.string()),
  answer: v.nullable(v.string()),
  askedAt: timestamp,
  assignedAt: v.nullable(timestamp),
  answeredAt: v.nullable(timestamp),
  publishedAt: v.nullable(timestamp),
  closedAt: v.nullable(timestamp),
});
export type InboxQuestion = v.InferOutput<typeof inboxQuestionSchema>;
export const inboxQuestionReply = v.object({ question: inboxQuestionSchema });

export const qaInboxReply = v.object({
  items: v.array(inboxQuestionSchema),
  /** Questions matching the filters (every page). */
  total: v.number(),
  /** Questions of the room per state (filters aside), for the tabs. */
  counts: v.object({ open: v.number(), assigned: v.number(), answered: v.number(), published: v.number(), closed: v.number() }),
});
export type QaInbox = v.InferOutput<typeof qaInboxReply>;

/** How fast the fund answers: from asking to the first answer. */
export const qaResponseTimesReply = v.object({
  asked: v.number(),
  answered: v.number(),
  /** Still waiting for an answer (open or assigned). */
  waiting: v.number(),
  medianMs: v.nullable(v.number()),
  averageMs: v.nullable(v.number()),
  /** 90 % of the answered questions were answered within this. */
  p90Ms: v.nullable(v.number()),
  /** When the oldest waiting question was asked. */
  oldestWaitingAt: v.nullable(timestamp),
});
export type QaResponseTimes = v.InferOutput<typeof qaResponseTimesReply>;

/** The members a question can be given to (editor role and up on the fund). */
export const qaAssigneesReply = v.object({
  items: v.array(v.object({ userId: v.string(), name: v.string(), email: v.string() })),
});
export type QaAssignees = v.InferOutput<typeof qaAssigneesReply>;
