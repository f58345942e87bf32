import type { DiscoveryKind } from '../url-state/discovery-filters';

export type Row = string | readonly [string, string];

/** The panel's fields, top to bottom; a pair shares a row. Profile-id filters come from links only (they show as chips). */
export const panelLayout: Record<DiscoveryKind, readonly Row[]> = {
  fund: [
    'search',
    'type',
    'location',
    'status',
    'stage',
    'maturity',
    'geography',
    'tags',
    'tagInclusive',
    ['fundSizeFrom', 'fundSizeTo'],
    'currency',
    'verifiedOnly',
    'featuredOnly',
  ],
  investor: [
    'search',
    'location',
    'status',
    'industry',
    'type',
    'tags',
    'tagInclusive',
    ['dealRangeFrom', 'dealRangeTo'],
    'currency',
    'verifiedOnly',
    'featuredOnly',
  ],
  serviceProvider: ['search', 'location', 'type', 'geography', 'tags', 'tagInclusive', 'currency', 'verifiedOnly', 'featuredOnly'],
};
