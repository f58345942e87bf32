import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the data-room family. Every answer depends on who asks (managers see everything, holders their
 * groups' share), and manager calls act as the active profile: all keys are profile-scoped.
 */
export const dataRoomKeys = queryKeys('data-room');
