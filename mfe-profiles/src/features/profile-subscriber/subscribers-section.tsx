import { WithActiveProfile } from '../../shared/with-active-profile';
import { type ActiveProfile, type ProfileSubscriberListQuery, useProfileSubscribers } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import { BarChart } from '@fundnet/design-system/data';
import {
  type AnalyticsInterval,
  analyticsIntervals,
  type ProfileSubscriberSortField,
  type SortOrder,
  profileTypeLabels,
  profileTypePaths,
} from '@fundnet/validation-schema';
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const intervalLabels: Record<AnalyticsInterval, string> = { day: 'Day', week: 'Week', month: 'Month' };
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const bucketFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: '2-digit', timeZone: 'UTC' });

/** The order a column starts in when first chosen: names A→Z, dates newest first. */
const firstOrder: Record<ProfileSubscriberSortField, SortOrder> = { name: 'asc', createdAt: 'desc' };

/** /settings/subscribers: who subscribed to the active profile, sortable, and new subscribers per interval. */
export function SubscribersSection() {
  return (
    <WithActiveProfile purpose="whose subscribers you want to see">{(profile) => <Subscribers profile={profile} />}</WithActiveProfile>
  );
}

function Subscribers({ profile }: { profile: ActiveProfile }) {
  const [query, setQuery] = useState<Required<Pick<ProfileSubscriberListQuery, 'sortBy' | 'sortOrder' | 'interval'>>>({
    sortBy: 'createdAt',
    sortOrder: 'desc',
    interval: 'month',
  });
  const list = useProfileSubscribers(profile, query, { placeholderData: keepPreviousData });

  const sortBy = (field: ProfileSubscriberSortField) =>
    setQuery((current) => ({
      ...current,
      sortBy: field,
      sortOrder: current.sortBy === field ? (current.sortOrder === 'asc' ? 'desc' : 'asc') : firstOrder[field],
    }));

  if (list.isPending) return <LoadingState />;
  if (list.isError) {
    return <ErrorPanel title="The subscribers could not be loaded" message={list.error.message} onRetry={() => void list.refetch()} />;
  }
  const { total, subscribers, counts, interval } = list.data;

  return (
    <>
      <SectionCard
        title="New subscribers"
        subtitle={`${total} ${total === 1 ? 'subscriber' : 'subscribers'} in total`}
        actions={
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Interval"
            value={query.interval}
            onChange={(_event, value: AnalyticsInterval | null) => value && setQuery((current) => ({ ...current, interval: value }))}
          >
            {analyticsIntervals.map((value) => (
              <ToggleButton key={value} value={value}>
                {intervalLabels[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      >
        {counts.length === 0 ? (
          <EmptyState compact title="No subscriptions to count yet" />
        ) : (
          <BarChart
            title={`New subscribers per ${interval}`}
            description={`${counts.reduce((sum, bucket) => sum + bucket.count, 0)} new subscribers in ${counts.length} intervals`}
            height={200}
            xAxis={[{ scaleType: 'band', data: counts.map((bucket) => bucketFormat.format(new Date(bucket.start))) }]}
            series={[{ data: counts.map((bucket) => bucket.count), label: 'New subscribers' }]}
          />
        )}
      </SectionCard>
      <SectionCard title="Subscribers" disablePadding>
        {subscribers.length === 0 ? (
          <EmptyState compact title="No subscribers yet" description="Profiles that subscribe to your updates appear here." />
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Subscribers">
              <TableHead>
                <TableRow>
                  <TableCell sortDirection={query.sortBy === 'name' ? query.sortOrder : false}>
                    <TableSortLabel
                      active={query.sortBy === 'name'}
                      direction={query.sortBy === 'name' ? query.sortOrder : firstOrder.name}
                      onClick={() => sortBy('name')}
                    >
                      Name
                    </TableSortLabel>
                  </TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell sortDirection={query.sortBy === 'createdAt' ? query.sortOrder : false}>
                    <TableSortLabel
                      active={query.sortBy === 'createdAt'}
                      direction={query.sortBy === 'createdAt' ? query.sortOrder : firstOrder.createdAt}
                      onClick={() => sortBy('createdAt')}
                    >
                      Subscribed on
                    </TableSortLabel>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {subscribers.map((subscriber) => (
                  <TableRow key={subscriber.profileId}>
                    <TableCell>
                      <Link component={RouterLink} to={`${profileTypePaths[subscriber.type]}/${subscriber.slug}`}>
                        {subscriber.name}
                      </Link>
                    </TableCell>
                    <TableCell>{profileTypeLabels[subscriber.type]}</TableCell>
                    <TableCell>{dateFormat.format(new Date(subscriber.subscribedAt))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SectionCard>
    </>
  );
}
