// The public face of the commitments module: other modules, app.ts, the seed and the benchmark import only from here
// (and its tables.ts, the shared database schema).

export { commitmentsRoutes } from './routes';
export {
  closingGoal,
  createCommitment,
  recordFeedbackInteraction,
  recordInteraction,
  recordPass,
  saveClosingGoal,
  statistics as commitmentStatistics,
} from './service';
export { REMINDER_DAYS, scoreEngagement } from './engagement';
export { REMINDER_JOB, registerCommitmentJobs, sendCommitmentReminders } from './reminders';
