// The public face of the data-room module: other modules, app.ts, the seed and the benchmark import only from here
// (and its tables.ts, the shared database schema).

export { DEMO_FILE_PREFIX, demoPdf } from './demo-files';
export { dataRoomRoutes } from './routes';
// The share-link module offers and checks data rooms in a link's scope through this (app.ts registers it).
export { dataRoomScopeSource } from './service';
export { ACTIVITY_BATCH_JOB, ACTIVITY_JOB, EXTRACT_TEXT_JOB, INDEX_RECONCILE_JOB, registerDataRoomJobs } from './jobs';
// The fundraising dashboard reads a room's analytics from here.
export { statistics as dataRoomStatistics } from './service';
// profile-notifications' digest counts a fund's data-room reads with this (app.ts hands it over).
export { dataRoomReadsBetween, mainDataRoomOf } from './digest-activity';
// commitments' book joins a fund's data-room reading by LP e-mail with this select (one statement).
export { dataRoomReadingByEmail } from './lp-signals';
// billing counts a fund's rooms against its plan.
export { dataRoomCount } from './reads-counts';
// data-room-qa (questions to the fund, ADR 0081) asks the room's one resolver and reads the room's items and text here.
export { canEnterRoom, permissionsOn, type RoomAccess, type Viewer } from './permissions';
export { enterRoom, findItem, findRoom, managedRoom } from './service';
export { askableFiles, type Passage, searchRoom } from './text-index';
export { type ViewerSource, viewerOf } from './viewer';
export { dataRoomItemRefs } from './item-refs';
