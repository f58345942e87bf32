import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the administration family (users, profiles, statistics, referral links, view-as):
 * ['administration', 'users', deleted, params], ['administration', 'user', id], ['administration', 'profiles', type, params],
 * ['administration', 'profile', type, id], ['administration', 'stats', ...], ['administration', 'referral-links'].
 * Administrators act as no profile, so none is profile-scoped.
 */
export const administrationKeys = queryKeys('administration');
