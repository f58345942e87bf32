import { groupedNumber } from '@fundnet/validation-schema';
import type { DiscoveryKind } from './url-state/discovery-filters';

export interface DiscoveryCopy {
  title: string;
  path: string;
  /** The noun in a sentence: "1 fund", "24 funds". */
  singular: string;
  plural: string;
  subtitle: string;
}

export const discoveryCopy: Record<DiscoveryKind, DiscoveryCopy> = {
  fund: {
    title: 'Discover funds',
    path: '/fund/discovery',
    singular: 'fund',
    plural: 'funds',
    subtitle: 'Funds raising capital on Fundnet, from emerging managers to established firms.',
  },
  investor: {
    title: 'Discover investors',
    path: '/investor/discovery',
    singular: 'investor',
    plural: 'investors',
    subtitle: 'Limited partners and allocators looking for their next fund commitments.',
  },
  serviceProvider: {
    title: 'Discover service providers',
    path: '/serviceProvider/discovery',
    singular: 'service provider',
    plural: 'service providers',
    subtitle: 'The specialists who serve funds and investors, rated by the people they work with.',
  },
};

/** "1 fund", "24 funds", "1,000+ funds" (when the API stopped counting). */
export function resultCount(kind: DiscoveryKind, total: number, capped: boolean): string {
  const copy = discoveryCopy[kind];
  const count = `${groupedNumber(total)}${capped ? '+' : ''}`;
  return `${count} ${total === 1 && !capped ? copy.singular : copy.plural}`;
}
