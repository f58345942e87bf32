// GET api/data-room/discovery-tree/{fundId}/internal|external: a fund's rooms I may enter, for its profile page.
import type { DataRoomTree } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** Internal rooms come with the items I may see; external ones with their address only. Signed in only (401 otherwise). */
export function getFundDataRoomTrees(profile: Profile, fundId: string, variant: 'internal' | 'external', options?: ApiCallOptions) {
  return apiClient.get<{ rooms: DataRoomTree[] }>(`api/data-room/discovery-tree/${fundId}/${variant}`, { ...as(profile), ...options });
}

export function fundDataRoomTreesQueryOptions(profile: Profile, fundId: string, variant: 'internal' | 'external') {
  return queryOptions({
    queryKey: dataRoomKeys.scoped(profile, 'discovery-tree', fundId, variant),
    queryFn: ({ signal }) => getFundDataRoomTrees(profile, fundId, variant, { signal }),
  });
}

export function useFundDataRoomTrees(profile: Profile, fundId: string, variant: 'internal' | 'external', enabled = true) {
  return useQuery({ ...fundDataRoomTreesQueryOptions(profile, fundId, variant), enabled });
}
