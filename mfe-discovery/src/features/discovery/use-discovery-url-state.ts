import type { PageSize } from '@fundnet/validation-schema';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DiscoveryKind, FiltersByKind } from './url-state/discovery-filters';
import {
  type DiscoveryUrlState,
  type ParsedDiscoveryUrl,
  parseDiscoveryParams,
  serializeDiscoveryParams,
  withFilters,
  withPageSize,
} from './url-state/url-state';

export interface DiscoveryUrlControls<K extends DiscoveryKind> {
  state: ParsedDiscoveryUrl<K>;
  setFilters: (filters: FiltersByKind[K]) => void;
  setPageSize: (pageSize: PageSize) => void;
}

/**
 * The discovery page's state, read from and written to the address bar. Every change is a new
 * history entry (Back undoes it) and the URL can be shared as it is. Pages are links (results-section).
 */
export function useDiscoveryUrlState<K extends DiscoveryKind>(kind: K): DiscoveryUrlControls<K> {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => parseDiscoveryParams(kind, new URLSearchParams(query)), [kind, query]);

  const go = useCallback(
    (next: DiscoveryUrlState<K>) => setParams((current) => serializeDiscoveryParams(kind, next, current)),
    [kind, setParams],
  );

  return {
    state,
    setFilters: useCallback((filters) => go(withFilters(state, filters)), [go, state]),
    setPageSize: useCallback((pageSize) => go(withPageSize(state, pageSize)), [go, state]),
  };
}
