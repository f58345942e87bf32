// The home-type pages: the landing page and the audience pages (/lpAndAllocator, /gpsAndVcFunds, /serviceProviders).
export { AudiencePage } from './audience-page';
export { FEATURED_SHOWN, FeaturedProfiles } from './featured-profiles';
export { LandingPage, managedTextsRead } from './landing-page';
export { LiveFigures } from './live-figures';
