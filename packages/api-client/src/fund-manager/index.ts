export { deleteFundManager, useDeleteFundManager } from './delete-fund-manager';
export { getFundManager, fundManagerQueryOptions, type FundManager, useFundManager } from './get-fund-manager';
export {
  getFundManagers,
  fundManagersQueryOptions,
  type FundManagerList,
  type FundManagerListQuery,
  useFundManagers,
} from './get-fund-managers';
export { fundManagerKeys } from './keys';
export { upsertFundManager, type UpsertFundManagerInput, useUpsertFundManager } from './upsert-fund-manager';
