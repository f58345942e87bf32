// The public face of the data-room module: other modules, app.ts, the seed and the benchmark import only from here
// (and its tables.ts, the shared database schema).

export { DEMO_FILE_PREFIX, demoPdf } from './demo-files';
export { dataRoomRoutes } from './routes';
// The share-link module offers and checks data rooms in a link's scope through this (app.ts registers it).
export { dataRoomScopeSource } from './service';
export { ACTIVITY_BATCH_JOB, ACTIVITY_JOB, EXTRACT_TEXT_JOB, INDEX_RECONCILE_JOB, registerDataRoomJobs } from './jobs';
// The fundraising dashboard reads a room's analytics from here.
export { statistics as dataRoomStatistics } from './service';
