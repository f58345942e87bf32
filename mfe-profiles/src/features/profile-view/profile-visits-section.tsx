import { WithActiveProfile } from '../../shared/with-active-profile';
import { type ActiveProfile, type ProfileViewer, useProfileViewStats } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import { LineChart } from '@fundnet/design-system/data';
import {
  type AnalyticsInterval,
  analyticsIntervals,
  defaultIntervalForTimeFilter,
  type TimeFilter,
  timeFilterOptions,
  profileTypePaths,
} from '@fundnet/validation-schema';
import { Box, Link, List, ListItem, ListItemText, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const intervalLabels: Record<AnalyticsInterval, string> = { day: 'Day', week: 'Week', month: 'Month' };
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const bucketFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: '2-digit', timeZone: 'UTC' });

/** /settings/profileVisits: visit totals, visits over a time filter by interval, and the latest viewers. */
export function ProfileVisitsSection() {
  return <WithActiveProfile purpose="whose visits you want to see">{(profile) => <ProfileVisits profile={profile} />}</WithActiveProfile>;
}

function ProfileVisits({ profile }: { profile: ActiveProfile }) {
  const [timeFilter, setTimeFilter] = useState<TimeFilter>('lastMonth');
  const [interval, setInterval] = useState<AnalyticsInterval>(defaultIntervalForTimeFilter.lastMonth);
  const stats = useProfileViewStats(profile, { timeFilter, interval }, { placeholderData: keepPreviousData });

  if (stats.isPending) return <LoadingState />;
  if (stats.isError) {
    return <ErrorPanel title="The visits could not be loaded" message={stats.error.message} onRetry={() => void stats.refetch()} />;
  }
  const { totals, series, recentViewers } = stats.data;
  const filterLabel = timeFilterOptions.find((option) => option.value === timeFilter)?.label ?? '';

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A visit is one visitor (a signed-in user, a share-link visitor or an anonymous address) opening your public page on one day (UTC).
        Your own team's views are not counted.
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0, mb: 3 }}>
        <Total label="Total visits" value={totals.total} />
        <Total label="This week" value={totals.thisWeek} />
        <Total label="This month" value={totals.thisMonth} />
      </Box>
      <SectionCard title="Visits over time">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Time filter"
            value={timeFilter}
            onChange={(_event, value: TimeFilter | null) => {
              if (!value) return;
              setTimeFilter(value);
              setInterval(defaultIntervalForTimeFilter[value]);
            }}
          >
            {timeFilterOptions.map((option) => (
              <ToggleButton key={option.value} value={option.value}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Interval"
            value={interval}
            onChange={(_event, value: AnalyticsInterval | null) => value && setInterval(value)}
          >
            {analyticsIntervals.map((value) => (
              <ToggleButton key={value} value={value}>
                {intervalLabels[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {series.length === 0 ? (
          <EmptyState compact title="No visits in this period" />
        ) : (
          <LineChart
            title={`Visits per ${interval}, ${filterLabel.toLowerCase()}`}
            description={`${series.reduce((sum, bucket) => sum + bucket.count, 0)} visits in ${series.length} intervals`}
            height={260}
            xAxis={[{ scaleType: 'point', data: series.map((bucket) => bucketFormat.format(new Date(bucket.start))) }]}
            series={[{ data: series.map((bucket) => bucket.count), label: 'Visits', area: true }]}
          />
        )}
      </SectionCard>
      <SectionCard title="Recent viewers">
        {recentViewers.length === 0 ? (
          <EmptyState compact title="No visits yet" description="Share your profile to get your first visitors." />
        ) : (
          <List disablePadding aria-label="Recent viewers">
            {recentViewers.map((viewer) => (
              <ListItem key={`${viewer.viewedAt}-${viewer.label}`} divider>
                <ListItemText primary={<ViewerName viewer={viewer} />} secondary={dateTimeFormat.format(new Date(viewer.viewedAt))} />
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>
    </>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString('en-GB')}
      </Typography>
    </Paper>
  );
}

function ViewerName({ viewer }: { viewer: ProfileViewer }) {
  if (!viewer.profile) return <>{viewer.label}</>;
  return (
    <Link component={RouterLink} to={`${profileTypePaths[viewer.profile.type]}/${viewer.profile.slug}`}>
      {viewer.label}
    </Link>
  );
}
