import { queryKeys } from '../query/query-keys';

/** Query keys of the profile-company family: ['profile-company', 'detail', { profileScope }]. */
export const profileCompanyKeys = queryKeys('profile-company');
