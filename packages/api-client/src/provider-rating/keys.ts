import { queryKeys } from '../query/query-keys';

/** ['providerRating', providerId, { profileScope }] (the family's URL segment: api/providerRating). */
export const providerRatingKeys = queryKeys('providerRating');
