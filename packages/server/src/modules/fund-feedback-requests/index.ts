// The public face of the fund-feedback-requests module: other modules, app.ts and the seed import only from here.
export { fundFeedbackRequestRoutes } from './routes';
export { profileSummaries, respondToRequest, type ProfileSummary } from './service';
