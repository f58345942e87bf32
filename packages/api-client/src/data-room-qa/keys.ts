import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the data-room-qa family. A holder's reads depend on who asks (their account and organisation, or their
 * link's visitor token); the inbox acts as the fund: every key is profile-scoped.
 */
export const dataRoomQaKeys = queryKeys('data-room-qa');
