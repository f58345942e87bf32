// PUT api/data-room-qa/draft/{id}: Keeps a draft of the answer (an empty one removes it).
import type { InboxQuestion } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { useQuestionAction } from './question-action';

type Variables = { id: string; draft: string };

/** Acts as the fund (editor and up). → the question as the inbox shows it. Throws ApiError. */
export function draftAnswer(profile: ActiveProfile, v: Variables) {
  return apiClient.put<{ question: InboxQuestion }>(`api/data-room-qa/draft/${v.id}`, { profile, json: { draft: v.draft } });
}

export function useDraftAnswer(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(v: Variables) => Promise<{ question: InboxQuestion }>>,
) {
  return useQuestionAction((v: Variables) => draftAnswer(profile, v), mutationConfig);
}
