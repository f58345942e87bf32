export {
  type CoInvestorCompany,
  type CreateCoInvestorCompanyInput,
  type CreateCoInvestorCompanyParams,
  createCoInvestorCompany,
  useCreateCoInvestorCompany,
} from './create-co-investor-company';
export {
  type CreateFundCoInvestorInput,
  type CreateFundCoInvestorParams,
  createFundCoInvestor,
  type FundCoInvestor,
  useCreateFundCoInvestor,
} from './create-fund-co-investor';
export { allCoInvestorsQueryOptions, getAllCoInvestors, useAllCoInvestors } from './get-all-co-investors';
export {
  type CoInvestorOption,
  coInvestorOptionsQueryOptions,
  getCoInvestorOptions,
  useCoInvestorOptions,
} from './get-co-investor-options';
export {
  type CoInvestorDirectoryPage,
  type CoInvestorDirectoryParams,
  coInvestorsQueryOptions,
  getCoInvestors,
  useCoInvestors,
} from './get-co-investors';
export { fundCoInvestorsQueryOptions, getFundCoInvestors, useFundCoInvestors } from './get-fund-co-investors';
export {
  getScopedFundCoInvestors,
  PUBLIC_SCOPE,
  scopedFundCoInvestorsQueryOptions,
  useScopedFundCoInvestors,
} from './get-scoped-fund-co-investors';
export { coInvestorKeys } from './keys';
