export {
  DEFAULT_STALE_TIME_MS,
  connectQueryClientToSession,
  createQueryClient,
  onProfileSwitched,
  queryClient,
  shouldRetryQuery,
} from './query-client';
export {
  type ProfileScope,
  type QueryKeyFamily,
  isProfileScope,
  isProfileScopedKey,
  profileScope,
  queryKeyFamilies,
  queryKeys,
} from './query-keys';
export { QueryProvider, type QueryProviderProps } from './query-provider';
export type { MutationConfig, QueryConfig } from './types';
