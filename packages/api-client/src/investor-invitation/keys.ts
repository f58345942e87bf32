import { queryKeys } from '../query/query-keys';

/** Query keys of the investor-invitation family: ['investor-invitation', 'list', { profileScope }] (the fund acted as). */
export const investorInvitationKeys = queryKeys('investor-invitation');
