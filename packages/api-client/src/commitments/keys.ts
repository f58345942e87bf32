import { queryKeys } from '../query/query-keys';

/** Query keys of the commitments family: every read is the active fund's book (profile-scoped). */
export const commitmentKeys = queryKeys('commitments');
