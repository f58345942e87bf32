// The public face of the fund-activity-summary module: other modules, app.ts and the seed import only from here.
export { fundActivitySummaryRoutes } from './routes';
export { recordFundActivity } from './service';
