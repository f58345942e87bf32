// The public face of the fund-webhook module: other modules, app.ts and the plugins import only from here. Other
// modules announce what happened with `emitFundEvent`; they never read this module's tables (ADR 0083).

export { fundWebhookRoutes } from './routes';
export { emitFundEvent, type FundEvent } from './emit';
export { registerFundWebhookJobs } from './delivery';
