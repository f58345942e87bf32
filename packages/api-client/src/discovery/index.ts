export {
  currencyRatesQueryOptions,
  type CurrencyRate,
  type CurrencyRates,
  getCurrencyRates,
  useCurrencyRates,
} from './get-currency-rates';
export {
  discoverFunds,
  type FundDiscoveryFilters,
  type FundDiscoveryItem,
  type FundDiscoveryPage,
  fundDiscoveryQueryOptions,
  useFundDiscovery,
} from './discover-funds';
export {
  discoverInvestors,
  type InvestorDiscoveryFilters,
  type InvestorDiscoveryItem,
  type InvestorDiscoveryPage,
  investorDiscoveryQueryOptions,
  useInvestorDiscovery,
} from './discover-investors';
export {
  discoverProviders,
  type ProviderDiscoveryFilters,
  type ProviderDiscoveryItem,
  type ProviderDiscoveryPage,
  providerDiscoveryQueryOptions,
  useProviderDiscovery,
} from './discover-providers';
export {
  type DiscoveryPlace,
  type DiscoveryPlacesReply,
  discoveryPlacesQueryOptions,
  getDiscoveryPlaces,
  useDiscoveryPlaces,
} from './get-discovery-places';
export { type DiscoveryStats, discoveryStatsQueryOptions, getDiscoveryStats, useDiscoveryStats } from './get-discovery-stats';
export { discoveryKeys } from './keys';
export { type DiscoveryFamily, type DiscoveryVariant, discoveryFamilyPaths, discoverySearchParams } from './search-params';
export {
  type DiscoveryWeight,
  type DiscoveryWeightInput,
  type DiscoveryWeightUpdate,
  setDiscoveryWeight,
  useSetDiscoveryWeight,
} from './set-discovery-weight';
export { type CurrencyRateInput, type CurrencyRateUpdate, updateCurrencyRate, useUpdateCurrencyRate } from './update-currency-rate';
