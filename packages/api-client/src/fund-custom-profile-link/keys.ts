import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the share-link family: the owner's lists are profile-scoped
 * (['fund-custom-profile-link', 'list' | 'visits' | 'preview', …, { profileScope }]); the visitor's reads are keyed by
 * their visitor token (['fund-custom-profile-link', 'visitor', 'profile', token]); shared-with-me by the user.
 */
export const shareLinkKeys = queryKeys('fund-custom-profile-link');
