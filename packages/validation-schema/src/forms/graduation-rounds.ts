import type { GraduationRoute } from '../enums/graduation';
import { convertibleLoanRoundSchema } from './convertible-loan-round';
import { interestBearingRoundSchema } from './interest-bearing-round';
import { pricedEquityRoundSchema } from './priced-equity-round';
import { safeRoundSchema } from './safe-round';
import { secondarySaleSchema } from './secondary-sale';
import { valuationUpdateSchema } from './valuation-update';

/**
 * The body schema of `POST /api/track-record-graduation/{route}/{trackRecordId}/{trackRecordSheetId}`
 * for each route.
 */
export const graduationRoundSchemas = {
  primaryEquity: pricedEquityRoundSchema,
  secondaryEquity: secondarySaleSchema,
  safe: safeRoundSchema,
  debt: interestBearingRoundSchema,
  convertibleLoan: convertibleLoanRoundSchema,
  markup: valuationUpdateSchema,
  markdown: valuationUpdateSchema,
} as const satisfies Record<GraduationRoute, unknown>;
