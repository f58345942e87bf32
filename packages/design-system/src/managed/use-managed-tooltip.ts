import { type Tooltip, useTooltips } from '@fundnet/api-client';
import { useMemo } from 'react';

/**
 * Every managed tooltip (GET api/tooltip, a few dozen short texts), read once per session: the query never goes stale,
 * so every help icon of every page shares the one request and the one cache entry. An administrator's save or delete
 * invalidates the tooltip keys (useUpsertTooltip, useDeleteTooltip), so the console's own session sees the edit at
 * once; everyone else sees it from their next visit (a page load), without a release.
 */
export function useManagedTooltips() {
  return useTooltips({}, { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false });
}

/** The managed tooltip addressed by `key` (e.g. `fund.targetFundSize`); undefined while loading, on failure or when none has it. */
export function useManagedTooltip(key: string): Tooltip | undefined {
  const { data } = useManagedTooltips();
  return useMemo(() => data?.items.find((tooltip) => tooltip.key === key), [data, key]);
}
