import { useSession } from '@fundnet/api-client';
import { type LazyComponent, lazyPage, useAfterFirstPaint, usePreloadAfterPaint } from '@fundnet/app-runtime';
import { LinkButton, PageContainer, PageHeader, useDocumentTitle, useSignInHref } from '@fundnet/design-system';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { Alert, Badge, Box, Button, Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { discoveryCopy } from './discovery-copy';
import type { FilterPanel as EagerFilterPanel, FilterPanelProps } from './filters/filter-panel';
import { FilterPanelPlaceholder } from './filters/filter-panel-placeholder';
import { ResultCard } from './results/lazy-result-card';
import { ResultsSection } from './results/results-section';
import { useDiscoveryResults } from './use-discovery-results';
import { useDiscoveryUrlState } from './use-discovery-url-state';
import { type DiscoveryKind, discoveryKinds, filterFields } from './url-state/discovery-filters';
import type { FilterField } from './url-state/filter-fields';
import { countActiveFilters, PAGE_PARAM, PAGE_SIZE_PARAM, type RejectedParam, toApiFilters } from './url-state/url-state';

/**
 * The visitor's note wraps: where the message and its buttons do not fit side by side (a phone), the buttons go under
 * the message, which keeps the alert's width, instead of squeezing it into a column of six lines beside them.
 */
const visitorNoteSx = { mb: 3, flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 16rem' } } as const;

function rejectedLabel(kind: DiscoveryKind, { key, value }: RejectedParam): string {
  const fields = filterFields[kind] as unknown as Record<string, FilterField<unknown>>;
  const name = key === PAGE_PARAM ? 'page' : key === PAGE_SIZE_PARAM ? 'page size' : (fields[key]?.label.toLowerCase() ?? key);
  return `${name} “${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;
}

/**
 * The filters' panel once the page has painted (and once it is made at all: beside the results, or opened), its
 * placeholder until then. The first paint is this part's own state: kept on the page, its change rendered the whole
 * page again, the twenty result cards with it (1,946 components, after every card had rendered), for a panel that on a
 * phone stays folded (stop 73).
 */
function FilterPanelAfterPaint<K extends DiscoveryKind>({ made, ...panel }: { made: boolean } & FilterPanelProps<K>) {
  const painted = useAfterFirstPaint();
  return painted && made ? <FilterPanel {...panel} /> : <FilterPanelPlaceholder kind={panel.kind} />;
}

/** /fund/discovery, /investor/discovery, /serviceProvider/discovery. */
export function DiscoveryPage({ kind }: { kind: DiscoveryKind }) {
  // A new kind is a new page: nothing (open panel, focus) carries over from the previous one.
  return <DiscoveryView key={kind} kind={kind} />;
}

// The filters' fields come after the page's first paint (see FilterPanelPlaceholder); the panel keeps its place, and its
// placeholder, until their code is there (not a spinner in a box of another size in between).
// (Typed as the panel itself: generic over the kind, which lazyPage's props type would flatten.)
const FilterPanel = lazyPage(
  () => import('./filters/filter-panel'),
  'FilterPanel',
  ({ kind }) => <FilterPanelPlaceholder kind={kind} />,
) as unknown as typeof EagerFilterPanel & Pick<LazyComponent<never>, 'preload'>;

function DiscoveryView<K extends DiscoveryKind>({ kind }: { kind: K }) {
  const copy = discoveryCopy[kind];
  // From md up the filters sit beside the results; below, they are folded behind "Show filters". Folded, their fields
  // (a form, its rules and MUI's inputs) are neither loaded nor rendered until that press: a phone's first load does
  // not evaluate and render a panel it does not show (issue 33, ADR 0089).
  const theme = useTheme();
  const besideResults = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  usePreloadAfterPaint(ResultCard, ...(besideResults ? [FilterPanel] : []));
  useDocumentTitle(copy.title);
  const { isAuthenticated } = useSession();
  const signInHref = useSignInHref();
  const { state, setFilters, setPageSize } = useDiscoveryUrlState(kind);
  const apiFilters = useMemo(() => toApiFilters(kind, state), [kind, state]);
  const results = useDiscoveryResults(kind, apiFilters);
  // The result cards render in slices once the results arrive (react-query's updates render at once; a deferred value
  // renders in a transition: issue 33, ADR 0088). Until then the skeletons, or the previous results marked as updating.
  const shownResults = useDeferredValue(results.data);
  const catchingUp = shownResults !== results.data;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const active = countActiveFilters(kind, state.filters);
  // Once made, the panel stays (hiding it on a phone keeps what its fields hold).
  const panelMade = useRef(false);
  if (besideResults || filtersOpen) panelMade.current = true;

  return (
    <PageContainer>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      {state.rejected.length > 0 && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Part of this link could not be read and was left out: {state.rejected.map((entry) => rejectedLabel(kind, entry)).join(', ')}.
        </Alert>
      )}
      {!isAuthenticated && (
        <Alert
          severity="info"
          role="note"
          sx={visitorNoteSx}
          action={
            <Stack direction="row" spacing={1}>
              <LinkButton to={signInHref} size="small" variant="outlined">
                Sign in
              </LinkButton>
              <LinkButton to="/signup" size="small">
                Sign up
              </LinkButton>
            </Stack>
          }
        >
          You are browsing as a visitor. Sign in to follow and favourite {copy.plural} and to see their website and contact links.
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
        <Box>
          <Button
            variant="outlined"
            fullWidth
            startIcon={
              <Badge badgeContent={active} color="primary">
                <FilterListOutlined />
              </Badge>
            }
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
            sx={{ display: { md: 'none' }, mb: filtersOpen ? 2 : 0 }}
          >
            {filtersOpen ? 'Hide filters' : active > 0 ? `Show filters (${active} set)` : 'Show filters'}
          </Button>
          <Box
            id={panelId}
            sx={{
              display: { xs: filtersOpen ? 'block' : 'none', md: 'block' },
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          >
            <FilterPanelAfterPaint kind={kind} made={panelMade.current} filters={state.filters} onFiltersChange={setFilters} />
          </Box>
        </Box>

        <ResultsSection
          kind={kind}
          state={state}
          data={shownResults}
          isPending={results.isPending || (catchingUp && shownResults === undefined)}
          isUpdating={(results.isFetching && results.isPlaceholderData) || (catchingUp && shownResults !== undefined)}
          error={results.error}
          onRetry={() => void results.refetch()}
          onFiltersChange={setFilters}
          onPageSizeChange={setPageSize}
        />
      </Box>

      <Box component="nav" aria-label="Other discovery pages" sx={{ mt: 4 }}>
        <Typography variant="body2" color="text.secondary">
          Also discover{' '}
          {discoveryKinds
            .filter((other) => other !== kind)
            .map((other, index) => (
              <span key={other}>
                {index > 0 && ' and '}
                <Link component={RouterLink} to={discoveryCopy[other].path}>
                  {discoveryCopy[other].plural}
                </Link>
              </span>
            ))}
          .
        </Typography>
      </Box>
    </PageContainer>
  );
}
