// The public face of the fund-investment-participant module: other modules, app.ts and the plugins import only
// from here (and its tables.ts, the shared database schema).

export { fundInvestmentParticipantRoutes } from './routes';
export { upsertParticipant } from './service';
