// GET api/commitments/passed-oportunity/{fundInfoId}: the active investor's pass on a fund (LP side).
import type { PassReply } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { as, type Profile } from './commitment-options';
import { commitmentKeys } from './keys';

export const getMyPass = (p: Profile, fundInfoId: string, options?: ApiCallOptions) =>
  apiClient.get<PassReply>(`api/commitments/passed-oportunity/${fundInfoId}`, { ...as(p), ...options });

export function useMyPass(profile: Profile, fundInfoId: string | null) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'my-pass', fundInfoId),
    queryFn: ({ signal }) => getMyPass(profile, fundInfoId!, { signal }),
    enabled: !!profile && profile.type === 'investor' && !!fundInfoId,
  });
}
