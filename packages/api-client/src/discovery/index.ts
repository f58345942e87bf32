export {
  currencyRatesQueryOptions,
  type CurrencyRate,
  type CurrencyRates,
  getCurrencyRates,
} from './get-currency-rates';
export {
  discoverFunds,
  type FundDiscoveryFilters,
  type FundDiscoveryItem,
  type FundDiscoveryPage,
  fundDiscoveryQueryOptions,
} from './discover-funds';
export {
  discoverInvestors,
  type InvestorDiscoveryFilters,
  type InvestorDiscoveryItem,
  type InvestorDiscoveryPage,
  investorDiscoveryQueryOptions,
} from './discover-investors';
export {
  discoverProviders,
  type ProviderDiscoveryFilters,
  type ProviderDiscoveryItem,
  type ProviderDiscoveryPage,
  providerDiscoveryQueryOptions,
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
} from './set-discovery-weight';
export { type CurrencyRateInput, type CurrencyRateUpdate, updateCurrencyRate } from './update-currency-rate';
