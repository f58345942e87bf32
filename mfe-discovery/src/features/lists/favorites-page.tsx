import { type ActiveProfile, type FavouriteEntry, useFavourings, useFavourites, useRemoveFavourite } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LinkButton, LoadingState, PageHeader, SectionCard, useNotify } from '@fundnet/design-system';
import {
  DEFAULT_PAGE_SIZE,
  type PageSize,
  type ProfileType,
  profileTypes,
  profileTypeLabels,
  profileTypePluralLabels,
} from '@fundnet/validation-schema';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import { Box, Button, LinearProgress, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { ActiveProfileGate } from './active-profile-gate';
import { ListPager } from './list-pager';
import { formatDate } from './list-format';
import { SocialProfileRow } from './social-profile-row';
import { useDebouncedValue } from '@fundnet/app-runtime';

const title = 'Favorites';
const subtitle =
  'The funds, investors and service providers you marked as favorite, to come back to them quickly. Only your profile’s team sees them.';

/** /favorites: the active profile's favourites as cards with remove, filtered by type and name, paged; and how many favourite it. */
export function FavoritesPage() {
  return (
    <ActiveProfileGate title={title} subtitle={subtitle} what="your favorites">
      {(profile) => <Favorites profile={profile} />}
    </ActiveProfileGate>
  );
}

type TypeFilter = ProfileType | 'all';

function Favorites({ profile }: { profile: ActiveProfile }) {
  const [type, setType] = useState<TypeFilter>('all');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<{ skip: number; take: PageSize }>({ skip: 0, take: DEFAULT_PAGE_SIZE });
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const query = {
    type: type === 'all' ? undefined : type,
    search: settledSearch || undefined,
    skip: String(paging.skip),
    take: String(paging.take),
  };
  const list = useFavourites(profile, query, { placeholderData: keepPreviousData });

  const changeType = (next: TypeFilter) => {
    setType(next);
    setPaging((current) => ({ ...current, skip: 0 }));
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <LinkButton to="/fund/discovery" variant="outlined">
            Discover profiles
          </LinkButton>
        }
      />
      <FavouringsCard profile={profile} />
      <SectionCard title="Your favorites" disablePadding>
        <Stack spacing={2} sx={{ px: 2, pt: 1 }}>
          <Tabs
            value={type}
            onChange={(_event, next: TypeFilter) => changeType(next)}
            aria-label="Profile type"
            variant="scrollable"
            allowScrollButtonsMobile
          >
            <Tab value="all" label={list.data ? `All (${sum(list.data.counts)})` : 'All'} />
            {profileTypes.map((value) => (
              <Tab
                key={value}
                value={value}
                label={list.data ? `${profileTypePluralLabels[value]} (${list.data.counts[value]})` : profileTypePluralLabels[value]}
              />
            ))}
          </Tabs>
          <TextField
            label="Search by name"
            type="search"
            size="small"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPaging((current) => ({ ...current, skip: 0 }));
            }}
            sx={{ maxWidth: 360 }}
          />
        </Stack>
        <Box sx={{ minHeight: 4, mt: 1 }}>{list.isFetching && !list.isPending && <LinearProgress aria-label="Updating the list" />}</Box>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <Box sx={{ p: 2 }}>
            <ErrorPanel title="Your favorites could not be loaded" message={list.error.message} onRetry={() => void list.refetch()} />
          </Box>
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={<StarBorderOutlined />}
            title={list.data.total === 0 && !query.type && !query.search ? 'No favorites yet' : 'No favorites match'}
            description={
              list.data.total === 0 && !query.type && !query.search
                ? 'Mark a fund, investor or service provider as favorite with the star on its card or page, and it will be listed here.'
                : 'Try another type or name.'
            }
            action={<LinkButton to="/fund/discovery">Discover funds</LinkButton>}
          />
        ) : (
          <>
            <Box component="ul" aria-label="Favorites" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list.data.items.map((entry) => (
                <FavouriteRow key={entry.id} profile={profile} entry={entry} />
              ))}
            </Box>
            <ListPager total={list.data.total} skip={paging.skip} take={paging.take} onChange={setPaging} />
          </>
        )}
      </SectionCard>
    </>
  );
}

const sum = (counts: Record<ProfileType, number>) => profileTypes.reduce((total, value) => total + counts[value], 0);

function FavouriteRow({ profile, entry }: { profile: ActiveProfile; entry: FavouriteEntry }) {
  const notify = useNotify();
  const remove = useRemoveFavourite(profile, {
    onSuccess: () => notify.success(`${entry.profile.name} was removed from your favorites.`),
    onError: (error) => notify.apiError(error),
  });
  return (
    <SocialProfileRow
      profile={entry.profile}
      meta={`Favorite since ${formatDate(entry.favouritedAt)}`}
      actions={
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<DeleteOutlined />}
          aria-label={`Remove ${entry.profile.name} from favorites`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(entry.profile.id)}
        >
          Remove
        </Button>
      }
    />
  );
}

/** Who favourited the active profile: counts only, favourites are private to whoever made them. */
function FavouringsCard({ profile }: { profile: ActiveProfile }) {
  const favourings = useFavourings(profile);
  if (favourings.isPending) return null;
  if (favourings.isError) {
    return (
      <SectionCard title="Your profile in others’ favorites">
        <ErrorPanel
          title="These numbers could not be loaded"
          message={favourings.error.message}
          onRetry={() => void favourings.refetch()}
        />
      </SectionCard>
    );
  }
  const { total, byType, last30Days } = favourings.data;
  const parts = profileTypes
    .filter((value) => byType[value] > 0)
    .map((value) => `${byType[value]} ${profileTypeLabels[value].toLowerCase()}${byType[value] === 1 ? '' : 's'}`);
  return (
    <SectionCard title="Your profile in others’ favorites" subtitle="Who marked your profile stays private to them; you see how many.">
      <Typography variant="body1">
        {total === 0
          ? 'No profile has marked yours as favorite yet.'
          : `${total} ${total === 1 ? 'profile has' : 'profiles have'} marked yours as favorite (${parts.join(', ')}), ${last30Days} in the last 30 days.`}
      </Typography>
    </SectionCard>
  );
}
