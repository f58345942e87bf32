import type { QueryClient } from '@tanstack/react-query';

/**
 * Families whose answers show follower counts or the active profile's follow / favourite state: the two
 * social families, profile-subscriber (the same rows as follows), the public and owner views of the three
 * profile families (followerCount) and discovery (result cards).
 */
export const socialQueryFamilies: readonly string[] = [
  'follow',
  'favourite',
  'profile-subscriber',
  'fund-info',
  'investor-info',
  'service-provider',
  'discovery',
];

/**
 * After a follow or favourite changed: refreshes every query that may show it, i.e. those of
 * `socialQueryFamilies` and any query declaring `meta: { socialFlags: true }` (for families added later).
 */
export function invalidateSocialQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.meta?.socialFlags === true || (typeof query.queryKey[0] === 'string' && socialQueryFamilies.includes(query.queryKey[0])),
  });
}
