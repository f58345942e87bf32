// The public face of the data-room-qa module (questions to a fund in its data rooms, ADR 0081): app.ts, the seed and
// the benchmark import only from here (and its tables.ts, the shared database schema).

export { dataRoomQaRoutes } from './routes';
export { QA_ANSWERED_JOB, QA_ASSIGNED_JOB, registerQaJobs } from './mails';
