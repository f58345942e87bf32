// PUT api/data-room-qa/publish/{id}: Publishes an answered question in the room's FAQ, without the asker.
import type { InboxQuestion } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { useQuestionAction } from './question-action';

type Variables = { id: string };

/** Acts as the fund (editor and up). → the question as the inbox shows it. Throws ApiError. */
export function publishQuestion(profile: ActiveProfile, v: Variables) {
  return apiClient.put<{ question: InboxQuestion }>(`api/data-room-qa/publish/${v.id}`, { profile });
}

export function usePublishQuestion(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(v: Variables) => Promise<{ question: InboxQuestion }>>,
) {
  return useQuestionAction((v: Variables) => publishQuestion(profile, v), mutationConfig);
}
