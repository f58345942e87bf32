// PUT api/data-room-qa/close/{id}: Closes a question (a published one leaves the FAQ).
import type { InboxQuestion } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { useQuestionAction } from './question-action';

type Variables = { id: string };

/** Acts as the fund (editor and up). → the question as the inbox shows it. Throws ApiError. */
export function closeQuestion(profile: ActiveProfile, v: Variables) {
  return apiClient.put<{ question: InboxQuestion }>(`api/data-room-qa/close/${v.id}`, { profile });
}

export function useCloseQuestion(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(v: Variables) => Promise<{ question: InboxQuestion }>>,
) {
  return useQuestionAction((v: Variables) => closeQuestion(profile, v), mutationConfig);
}
