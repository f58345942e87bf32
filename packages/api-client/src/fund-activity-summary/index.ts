export type { FundActivityFilter, FundActivityPage } from './activity-query';
export { type CreateFundActivityInput, createFundActivity, type FundActivity, useCreateFundActivity } from './create-fund-activity';
export { downloadFundActivity } from './download-fund-activity';
export { type FundActivityList, getFundActivity, useFundActivity } from './get-fund-activity';
export { fundActivityKeys } from './keys';
