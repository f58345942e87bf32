export { ProviderRatingCard } from './provider-rating-card';
