// GET api/commitments/first-closing-goal | final-closing-goal: the fund's goal for one closing, and how far it is.
import type { ClosingGoalReply, ClosingKind } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, type ApiPath, apiClient } from '../http/api-client';
import { as, type Profile } from './commitment-options';
import { commitmentKeys } from './keys';

const closingGoalPath = (kind: ClosingKind): ApiPath =>
  kind === 'first' ? 'api/commitments/first-closing-goal' : 'api/commitments/final-closing-goal';

export const getClosingGoal = (p: Profile, kind: ClosingKind, options?: ApiCallOptions) =>
  apiClient.get<ClosingGoalReply>(closingGoalPath(kind), { ...as(p), ...options });

export function useClosingGoal(profile: Profile, kind: ClosingKind) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'closing-goal', kind),
    queryFn: ({ signal }) => getClosingGoal(profile, kind, { signal }),
    enabled: !!profile,
  });
}
