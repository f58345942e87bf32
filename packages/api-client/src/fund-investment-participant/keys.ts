import { queryKeys } from '../query/query-keys';

/** Query keys of api/fund-investment-participant: ['fund-investment-participant', 'list', query], ['fund-investment-participant', 'detail', id]. Not profile-scoped. */
export const fundInvestmentParticipantKeys = queryKeys('fund-investment-participant');
