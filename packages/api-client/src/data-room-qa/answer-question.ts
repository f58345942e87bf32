// PUT api/data-room-qa/answer/{id}: Answers (or corrects the answer of) a question; the asker is mailed.
import type { InboxQuestion } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { useQuestionAction } from './question-action';

type Variables = { id: string; answer: string };

/** Acts as the fund (editor and up). → the question as the inbox shows it. Throws ApiError. */
export function answerQuestion(profile: ActiveProfile, v: Variables) {
  return apiClient.put<{ question: InboxQuestion }>(`api/data-room-qa/answer/${v.id}`, { profile, json: { answer: v.answer } });
}

export function useAnswerQuestion(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(v: Variables) => Promise<{ question: InboxQuestion }>>,
) {
  return useQuestionAction((v: Variables) => answerQuestion(profile, v), mutationConfig);
}
