import { queryKeys } from '../query/query-keys';

/** ['feature-config', 'config', { profileScope }]: the answer carries the active profile's entitlements. */
export const featureConfigKeys = queryKeys('feature-config');
