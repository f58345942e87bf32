// The public face of the provider-rating module (api/providerRating): app.ts and the seed import only from here.
export { providerRatingRoutes } from './routes';
