// The activity (audit) log screens: the filtered, exportable log and the short table a user's page shows.
export { actionLabel, actionLabels, diffText } from './activity-labels';
export { ActivityTable } from './activity-table';
