// The public face of the data-room module: other modules, app.ts, the seed and the benchmark import only from here
// (and its tables.ts, the shared database schema).

export { DEMO_FILE_PREFIX, demoPdf } from './demo-files';
export { dataRoomRoutes } from './routes';
export { ACTIVITY_BATCH_JOB, ACTIVITY_JOB, EXTRACT_TEXT_JOB, INDEX_RECONCILE_JOB, registerDataRoomJobs } from './jobs';
// The fundraising dashboard reads a room's analytics from here.
export { statistics as dataRoomStatistics } from './service';
