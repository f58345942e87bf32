import { type PlatformEventFilters, useMe, useBookmarkEvent, usePlatformEvents, useSession } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';
import {
  eventAttendanceOptions,
  eventFormatOptions,
  eventGroups,
  eventSortOptions,
  geographyOptions,
  stakeholderTypeOptions,
  strategyTypeOptions,
} from '@fundnet/validation-schema';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { Autocomplete, Box, Button, Chip, MenuItem, Pagination, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParamsUpdate } from '@fundnet/app-runtime';
import { CalendarFeedCard } from './calendar-feed-card';
import { EventCard } from './event-card';
import { EventFormDialog } from './event-form-dialog';

/** What the events area does. */
export const eventsSubtitle =
  'Conferences, meetups and webinars for the private-markets community, rated and reviewed by the people who attended them.';

const PAGE_SIZE = 20;
/** One column on phones and tablets, two on wide screens; a card's content never widens its column. */
export const eventGridColumns = { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } as const;
const groupLabels: Record<(typeof eventGroups)[number], string> = {
  all: 'All',
  upcoming: 'Upcoming',
  past: 'Past',
  bookmarked: 'Bookmarked',
  hosting: 'Hosting',
};

type Option = { value: string; label: string };
const list = (params: URLSearchParams, key: string) => (params.get(key) ?? '').split(',').filter(Boolean);

function MultiFilter({
  label,
  options,
  values,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  values: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={[...options]}
      value={options.filter((option) => values.includes(option.value))}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      onChange={(_e, value) => onChange(value.map((option) => option.value))}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: 1 }}
      limitTags={2}
    />
  );
}

/** /events: platform events with the filters of product §3, the five sorts and the attendance filter. */
export function EventsPage() {
  useDocumentTitle('Events');
  const session = useSession();
  const signedIn = session.isAuthenticated;
  const me = useMe({ enabled: signedIn });
  const isAdmin = me.data?.user.isAdmin ?? false;
  const [params, updateParams] = useSearchParamsUpdate();
  const [creating, setCreating] = useState(false);
  const [keywordText, setKeywordText] = useState(params.get('keywords') ?? '');

  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const group = (params.get('group') ?? 'all') as PlatformEventFilters['group'];
  const filters: PlatformEventFilters = {
    group,
    stakeholders: list(params, 'stakeholders'),
    regions: list(params, 'regions'),
    assetClass: list(params, 'assetClass'),
    keywords: list(params, 'keywords'),
    format: (params.get('format') || undefined) as PlatformEventFilters['format'],
    dataRangeFrom: params.get('dataRangeFrom') || undefined,
    dataRangeTo: params.get('dataRangeTo') || undefined,
    order: (params.get('order') || 'Upcoming') as PlatformEventFilters['order'],
    attendance: (params.get('attendance') || undefined) as PlatformEventFilters['attendance'],
    skip: String((page - 1) * PAGE_SIZE),
    take: String(PAGE_SIZE),
  };
  const events = usePlatformEvents(filters);
  const bookmark = useBookmarkEvent();

  const set = (key: string, value: string | string[] | null) =>
    updateParams((next) => {
      const text = Array.isArray(value) ? value.join(',') : value;
      if (text) next.set(key, text);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
    });
  const groups = eventGroups.filter((g) => signedIn || (g !== 'bookmarked' && g !== 'hosting'));
  const total = events.data?.total ?? 0;

  return (
    <PageContainer>
      <PageHeader
        title="Events"
        subtitle={eventsSubtitle}
        actions={
          isAdmin && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              Create event
            </Button>
          )
        }
      />
      {/* Scrollable: five groups signed in are wider than a phone. */}
      <Tabs
        value={group}
        onChange={(_e, value) => set('group', value === 'all' ? null : value)}
        aria-label="Event groups"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {groups.map((g) => (
          <Tab key={g} value={g} label={groupLabels[g]} />
        ))}
      </Tabs>
      <Paper variant="outlined" component="section" aria-label="Filters" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <MultiFilter
            label="Stakeholders"
            options={stakeholderTypeOptions}
            values={filters.stakeholders ?? []}
            onChange={(v) => set('stakeholders', v)}
          />
          <MultiFilter label="Regions" options={geographyOptions} values={filters.regions ?? []} onChange={(v) => set('regions', v)} />
          <MultiFilter
            label="Asset class"
            options={strategyTypeOptions}
            values={filters.assetClass ?? []}
            onChange={(v) => set('assetClass', v)}
          />
          <TextField
            size="small"
            label="Keywords"
            value={keywordText}
            placeholder="e.g. venture, secondaries"
            onChange={(e) => setKeywordText(e.target.value)}
            onBlur={() => set('keywords', keywordText.trim())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') set('keywords', keywordText.trim());
            }}
            sx={{ minWidth: 200, flex: 1 }}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 2 }}>
          <TextField
            select
            size="small"
            label="Format"
            value={filters.format ?? ''}
            onChange={(e) => set('format', e.target.value)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">Any format</MenuItem>
            {eventFormatOptions.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label="From"
            value={filters.dataRangeFrom ?? ''}
            onChange={(e) => set('dataRangeFrom', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={filters.dataRangeTo ?? ''}
            onChange={(e) => set('dataRangeTo', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {signedIn && (
            <TextField
              select
              size="small"
              label="Attendance"
              value={filters.attendance ?? ''}
              onChange={(e) => set('attendance', e.target.value)}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">Any</MenuItem>
              {eventAttendanceOptions.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            label="Sort by"
            value={filters.order}
            onChange={(e) => set('order', e.target.value)}
            sx={{ minWidth: 200 }}
          >
            {eventSortOptions.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          {params.toString() && (
            <Button
              onClick={() => {
                setKeywordText('');
                updateParams((next) => {
                  for (const key of [...next.keys()]) next.delete(key);
                });
              }}
            >
              Clear filters
            </Button>
          )}
        </Stack>
      </Paper>

      {events.isError ? (
        <ErrorPanel message={events.error.message} onRetry={() => events.refetch()} />
      ) : events.isPending ? (
        <LoadingState label="Loading events" />
      ) : events.data.items.length === 0 ? (
        <EmptyState
          icon={<EventOutlined />}
          title="No events match"
          description="No event matches these filters. Clear a filter or choose another group."
        />
      ) : (
        <>
          <Typography component="div" variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {total} {total === 1 ? 'event' : 'events'}
            {group !== 'all' && <Chip size="small" label={groupLabels[group ?? 'all']} sx={{ ml: 1 }} />}
          </Typography>
          <Box
            component="ul"
            aria-label="Events"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              // minmax(0, …): a plain 1fr track is at least as wide as its widest card's content (509 px on a 390 px phone).
              gridTemplateColumns: eventGridColumns,
            }}
          >
            {events.data.items.map((event) => (
              <Box component="li" key={event.id} sx={{ minWidth: 0 }}>
                <EventCard event={event} onBookmark={signedIn ? (e) => bookmark.mutate({ id: e.id, on: !e.me?.bookmarked }) : undefined} />
              </Box>
            ))}
          </Box>
          {total > PAGE_SIZE && (
            <Pagination
              sx={{ mt: 2 }}
              page={page}
              count={Math.ceil(total / PAGE_SIZE)}
              onChange={(_e, value) => set('page', String(value))}
              aria-label="Event pages"
            />
          )}
        </>
      )}
      {signedIn && <CalendarFeedCard />}
      {creating && <EventFormDialog open onClose={() => setCreating(false)} />}
    </PageContainer>
  );
}
