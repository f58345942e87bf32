export type { Asker } from './asker';
export { type AskQuestionInput, askQuestion, type MyQuestion, useAskQuestion } from './ask-question';
export { getMyQuestions, type MyQuestions, myQuestionsQueryOptions, useMyQuestions } from './get-my-questions';
export { type Faq, type FaqEntry, getRoomFaq, roomFaqQueryOptions, useRoomFaq } from './get-room-faq';
export {
  getQuestionSuggestions,
  type QaSuggestions,
  questionSuggestionsQueryOptions,
  useQuestionSuggestions,
} from './get-question-suggestions';
export {
  getQaInbox,
  type InboxQuestion,
  type QaInbox,
  type QaInboxQuery,
  qaInboxQueryOptions,
  type QaState,
  useQaInbox,
} from './get-qa-inbox';
export { getQaAssignees, type QaAssignees, qaAssigneesQueryOptions, useQaAssignees } from './get-qa-assignees';
export { getQaResponseTimes, type QaResponseTimes, qaResponseTimesQueryOptions, useQaResponseTimes } from './get-qa-response-times';
export { downloadQaLog } from './download-qa-log';
export { assignQuestion, useAssignQuestion } from './assign-question';
export { draftAnswer, useDraftAnswer } from './draft-answer';
export { answerQuestion, useAnswerQuestion } from './answer-question';
export { publishQuestion, usePublishQuestion } from './publish-question';
export { closeQuestion, useCloseQuestion } from './close-question';
export { dataRoomQaKeys } from './keys';
