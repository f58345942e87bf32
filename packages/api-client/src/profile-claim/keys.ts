import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the profile-claim family: ['profile-claim', 'profile', profileId] (whether a profile can be
 * claimed, and my claim of it), ['profile-claim', 'claim', claimId] (one of my claims) and
 * ['profile-claim', 'admin', query] (the administrators' list). None depends on the active profile.
 */
export const profileClaimKeys = queryKeys('profile-claim');
