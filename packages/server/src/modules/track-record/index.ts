// The public face of the track-record module (see follow/index.ts for the rule).
export { trackRecordRoutes } from './routes';
// The share-link module offers and checks track records in a link's scope through this (app.ts registers it).
export { trackRecordScopeSource } from './service';
export {
  cachedSheet,
  memoOnSheet,
  computeInvestment,
  ownInvestment,
  ownTrackRecord,
  readableTrackRecord,
  sheetInvestments,
  sheetOf,
  storedFigures,
  touchSheet,
} from './service';
export { investmentStatus, moic, ratio } from './metrics';
// The fundraising dashboard reads track record figures and recent graduations from here.
export { dashboard as trackRecordDashboard } from './service';
