import type { CurrencyCode, DiscoveryItem, ProfileType } from '@fundnet/validation-schema';
import type { SocialFlags } from '../favourite';
import type { DiscoveryHit } from './search';

/** Turns index hits into the contract's cards (the public card JSON plus the live columns, social flags and conversions). */

export interface CardOptions {
  family: ProfileType;
  currency: CurrencyCode;
  /** The signed-in variant: adds `links`. */
  signedIn: boolean;
  /** A viewer profile was given: adds `following` and `favourite`. */
  withViewerFlags: boolean;
}

const money = (value: number | null, currency: CurrencyCode) => (value === null ? null : { value, currency });

export function toDiscoveryItem(hit: DiscoveryHit, flags: SocialFlags | undefined, options: CardOptions): DiscoveryItem {
  const { currency } = options;
  const item: Record<string, unknown> = {
    ...hit.card,
    verified: hit.verified,
    featured: hit.featured,
    followerCount: flags?.followerCount ?? 0,
  };
  if (options.family === 'fund') item.targetFundSizeConverted = money(hit.amountConverted, currency);
  if (options.family === 'serviceProvider') item.averageCostsConverted = money(hit.amountConverted, currency);
  if (options.family === 'investor') {
    item.dealRangeFromConverted = money(hit.rangeFromConverted, currency);
    item.dealRangeToConverted = money(hit.rangeToConverted, currency);
  }
  if (options.signedIn) item.links = (hit.signedInCard.links as Record<string, string | null> | undefined) ?? {};
  if (options.withViewerFlags) {
    item.following = flags?.following ?? false;
    item.favourite = flags?.favourite ?? false;
  }
  return item as DiscoveryItem;
}
