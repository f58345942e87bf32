import type { ProfileType } from '@fundnet/validation-schema';

/** The API family whose path serves discovery of each profile type. */
export const discoveryFamilyPaths = {
  fund: 'fund-info',
  investor: 'investor-info',
  serviceProvider: 'service-provider',
} as const satisfies Record<ProfileType, string>;
export type DiscoveryFamily = keyof typeof discoveryFamilyPaths;

/** Which discovery call: the public one (anyone) or the signed-in one (extra fields and per-profile flags). */
export type DiscoveryVariant = 'public' | 'signedIn';

type FilterValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Writes typed filters as query parameters: lists as repeated keys (`stage=Seed&stage=SeriesA`), numbers
 * and booleans as text; empty lists, null, undefined and '' are left out (the server applies defaults).
 */
export function discoverySearchParams(filters: Readonly<Record<string, FilterValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}
