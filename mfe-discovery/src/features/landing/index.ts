// The home-type pages: the landing page and the audience pages (/lpAndAllocator, /gpsAndVcFunds, /serviceProviders).
export { AudiencePage } from './audience-page';
export { audiences } from './audiences';
export { FEATURED_SHOWN, FeaturedProfiles, featuredProfilesRead } from './featured-profiles';
export { LANDING_FEATURED_KIND, LandingPage, managedTextsRead } from './landing-page';
export { LiveFigures } from './live-figures';
