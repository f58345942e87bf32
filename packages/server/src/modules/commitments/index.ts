// The public face of the commitments module: other modules, app.ts, the seed and the benchmark import only from here
// (and its tables.ts, the shared database schema).

export { commitmentsRoutes } from './routes';
export { createCommitment } from './service';
export { closingGoal, saveClosingGoal } from './closing-goals';
export { recordFeedbackInteraction, recordInteraction, recordPass } from './interactions';
export { statistics as commitmentStatistics } from './analytics';
export { REMINDER_DAYS, scoreEngagement } from './engagement';
export { REMINDER_JOB, registerCommitmentJobs, sendCommitmentReminders } from './reminders';
