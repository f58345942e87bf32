// PUT api/data-room-qa/assign/{id}: Assigns a question to a member of the fund (editor and up); they are mailed.
import type { InboxQuestion } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { useQuestionAction } from './question-action';

type Variables = { id: string; assigneeUserId: string };

/** Acts as the fund (editor and up). → the question as the inbox shows it. Throws ApiError. */
export function assignQuestion(profile: ActiveProfile, v: Variables) {
  return apiClient.put<{ question: InboxQuestion }>(`api/data-room-qa/assign/${v.id}`, {
    profile,
    json: { assigneeUserId: v.assigneeUserId },
  });
}

export function useAssignQuestion(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(v: Variables) => Promise<{ question: InboxQuestion }>>,
) {
  return useQuestionAction((v: Variables) => assignQuestion(profile, v), mutationConfig);
}
