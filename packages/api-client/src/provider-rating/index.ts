export { getProviderRating, type ProviderRatingSummary, useProviderRating } from './get-provider-rating';
export { providerRatingKeys } from './keys';
export { type ProviderRatingInput, rateProvider, useRateProvider } from './rate-provider';
export { removeProviderRating } from './remove-provider-rating';
