// The home-type pages' building blocks the audience pages share.
export { FEATURED_SHOWN, FeaturedProfiles } from './featured-profiles';
export { LandingPage } from './landing-page';
export { LiveFigures } from './live-figures';
