// What the other features of this area (the home-type pages) use from discovery: the result card,
// the search hook, the copy per kind. Everything else stays inside the feature.
export { type DiscoveryCopy, discoveryCopy, resultCount } from './discovery-copy';
export { DiscoveryPage } from './discovery-page';
export { ResultCard } from './results/lazy-result-card';
export { type DiscoveryPageByKind, readVisitorFirstPage, readVisitorResults, useDiscoveryResults } from './use-discovery-results';
export { type DiscoveryKind, discoveryKinds } from './url-state/discovery-filters';
