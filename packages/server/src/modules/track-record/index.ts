// The public face of the track-record module (see follow/index.ts for the rule).
export { trackRecordRoutes } from './routes';
// The share-link module offers and checks track records in a link's scope through this (app.ts registers it).
export { trackRecordScopeSource } from './service';
export { cachedSheet, memoOnSheet, computeInvestment, sheetInvestments, touchSheet } from './service';
export { ownTrackRecord, readableTrackRecord, sheetOf } from './access';
export { ownInvestment, storedFigures } from './investments';
export { investmentStatus, moic, ratio } from './metrics';
// The fundraising dashboard reads track record figures and recent graduations from here.
export { dashboard as trackRecordDashboard } from './dashboard';
// track-record-graduation applies and removes graduations on the investments through these (the rows are track-record's).
export {
  deleteGraduationRow,
  graduationOfProfile,
  graduationsOfInvestment,
  insertGraduation,
  investmentById,
  lockSheetInvestment,
  type NewGraduation,
  setInvestmentData,
} from './graduation-rows';
export type { GraduationRow, InvestmentDbRow } from './tables';
