// The public face of the fund-feedback module: app.ts and the seed import only from here.
export { fundFeedbackRoutes } from './routes';
export { giveFeedback } from './service';
