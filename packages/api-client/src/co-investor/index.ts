export {
  type CoInvestorCompany,
  type CreateCoInvestorCompanyInput,
  type CreateCoInvestorCompanyParams,
  createCoInvestorCompany,
} from './create-co-investor-company';
export {
  type CreateFundCoInvestorInput,
  type CreateFundCoInvestorParams,
  createFundCoInvestor,
  type FundCoInvestor,
} from './create-fund-co-investor';
export { allCoInvestorsQueryOptions, getAllCoInvestors } from './get-all-co-investors';
export {
  type CoInvestorOption,
  coInvestorOptionsQueryOptions,
  getCoInvestorOptions,
} from './get-co-investor-options';
export {
  type CoInvestorDirectoryPage,
  type CoInvestorDirectoryParams,
  coInvestorsQueryOptions,
  getCoInvestors,
} from './get-co-investors';
export { fundCoInvestorsQueryOptions, getFundCoInvestors } from './get-fund-co-investors';
export {
  getScopedFundCoInvestors,
  PUBLIC_SCOPE,
  scopedFundCoInvestorsQueryOptions,
} from './get-scoped-fund-co-investors';
export { coInvestorKeys } from './keys';
