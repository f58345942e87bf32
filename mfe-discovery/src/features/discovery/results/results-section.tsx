import { toApiError } from '@fundnet/api-client';
import { lazyPage } from '@fundnet/app-runtime';
import { EmptyState, ErrorPanel, FilterSelect, apiErrorMessage } from '@fundnet/design-system';
import { DISCOVERY_TOTAL_CAP, type DiscoveryItem, groupedNumber, PAGE_SIZE_OPTIONS, type PageSize } from '@fundnet/validation-schema';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { discoveryCopy, resultCount } from '../discovery-copy';
import type { DiscoveryPageByKind } from '../use-discovery-results';
import { type DiscoveryKind, emptyFilters, type FiltersByKind } from '../url-state/discovery-filters';
import { activeFilterChips, type DiscoveryUrlState, serializeDiscoveryParams, withPage } from '../url-state/url-state';
import { ResultCard } from './lazy-result-card';
import { ResultsSkeleton } from './result-card-skeleton';

// The page links appear with more than one page of results: their code loads then.
const ResultsPagination = lazyPage(() => import('./results-pagination'), 'ResultsPagination');

export interface ResultsSectionProps<K extends DiscoveryKind> {
  kind: K;
  state: DiscoveryUrlState<K>;
  data: DiscoveryPageByKind[K] | undefined;
  /** The first load (nothing to show yet). */
  isPending: boolean;
  /** Loading other results while the previous ones stay on screen. */
  isUpdating: boolean;
  error: unknown;
  onRetry: () => void;
  onFiltersChange: (filters: FiltersByKind[K]) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

/** The last page the pager offers: the API counts up to DISCOVERY_TOTAL_CAP. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.min(total, DISCOVERY_TOTAL_CAP) / pageSize));
}

/**
 * The results of a discovery page: how many, the active filters as removable chips, the page size,
 * the cards, and a pager whose pages are links (they can be opened in a new tab or shared). Loading,
 * empty, error and past-the-last-page states each say what happened and what to do.
 */
export function ResultsSection<K extends DiscoveryKind>({
  kind,
  state,
  data,
  isPending,
  isUpdating,
  error,
  onRetry,
  onFiltersChange,
  onPageSizeChange,
}: ResultsSectionProps<K>) {
  const copy = discoveryCopy[kind];
  const headingId = useId();
  const pageSizeId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { search } = useLocation();
  const chips = activeFilterChips(kind, state.filters);

  // A new page starts at its top: move focus (and the screen reader) to the results heading.
  const page = state.page;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [page]);

  const hrefOfPage = (target: number) => {
    const query = serializeDiscoveryParams(kind, withPage(state, target), new URLSearchParams(search)).toString();
    return query ? `${copy.path}?${query}` : copy.path;
  };

  const items = (data?.items ?? []) as DiscoveryItem[];
  const pages = data ? pageCount(data.total, state.pageSize) : 1;
  const errorMessage = error ? (apiErrorMessage(error) ?? 'The request was cancelled.') : null;
  const invalidFilters = error ? Object.values(toApiError(error).fieldErrors).flat() : [];

  let body: React.ReactNode;
  if (isPending) {
    // The cards' places, not a spinner: the page keeps its height when they arrive.
    body = <ResultsSkeleton count={state.pageSize} label={`Loading ${copy.plural}…`} />;
  } else if (errorMessage !== null && !data) {
    body = (
      <ErrorPanel
        title={`${copy.plural[0]!.toUpperCase()}${copy.plural.slice(1)} could not be loaded`}
        message={errorMessage}
        onRetry={onRetry}
      >
        {invalidFilters.length > 0 && (
          <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
            {invalidFilters.map((message) => (
              <Typography component="li" variant="body2" key={message}>
                {message}
              </Typography>
            ))}
          </Box>
        )}
      </ErrorPanel>
    );
  } else if (data && items.length === 0 && data.total > 0) {
    body = (
      <EmptyState
        icon={<SearchOffOutlined />}
        title="This page is past the last result"
        description={`There are ${resultCount(kind, data.total, data.totalCapped)} for these filters, on ${pages} ${pages === 1 ? 'page' : 'pages'}.`}
        action={
          <Button component={RouterLink} to={hrefOfPage(1)} variant="outlined">
            Go to the first page
          </Button>
        }
      />
    );
  } else if (data && items.length === 0) {
    body =
      chips.length > 0 ? (
        <EmptyState
          icon={<SearchOffOutlined />}
          title={`No ${copy.plural} match these filters`}
          description="Remove a filter or search for something broader."
          action={
            <Button variant="outlined" onClick={() => onFiltersChange(emptyFilters(kind))}>
              Clear all filters
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<SearchOffOutlined />}
          title={`No ${copy.plural} to show yet`}
          description={`Published ${copy.plural} appear here as soon as they are approved.`}
        />
      );
  } else {
    body = (
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        {items.map((item) => (
          <Box component="li" key={item.id}>
            <ResultCard item={item} />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={isPending || isUpdating}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
      >
        <Box>
          <Typography id={headingId} ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
            Results
          </Typography>
          {/* Its line is kept while the count loads, so what follows does not move down when it comes. */}
          <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.43em' }}>
            {data ? `${resultCount(kind, data.total, data.totalCapped)}${data.total > 0 ? ` · page ${state.page} of ${pages}` : ''}` : ''}
          </Typography>
        </Box>
        <FilterSelect
          id={pageSizeId}
          label="Per page"
          size="small"
          value={state.pageSize}
          onChange={(size) => size !== '' && onPageSizeChange(size)}
          options={PAGE_SIZE_OPTIONS.map((size) => ({ value: size as PageSize, label: String(size) }))}
          sx={{ width: 110, flexShrink: 0 }}
        />
      </Stack>

      {chips.length > 0 && (
        <Stack
          component="ul"
          aria-label="Active filters"
          direction="row"
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, flexWrap: 'wrap', gap: 1 }}
        >
          {chips.map((chip) => (
            <li key={chip.key}>
              <Chip label={chip.label} onDelete={() => onFiltersChange(chip.without)} />
            </li>
          ))}
        </Stack>
      )}

      <Box sx={{ height: 4, mb: 1 }}>{isUpdating && <LinearProgress aria-label={`Updating ${copy.plural}`} />}</Box>
      {error !== null && error !== undefined && data && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          These results could not be updated: {errorMessage}
        </Alert>
      )}
      {body}

      {data && data.total > 0 && pages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <ResultsPagination page={Math.min(state.page, pages)} count={pages} hrefOfPage={hrefOfPage} />
          {data.totalCapped && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Showing the first {groupedNumber(DISCOVERY_TOTAL_CAP)} results. Add a filter to narrow them down.
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}
