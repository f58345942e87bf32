import {
  type ActiveProfile,
  type FollowEntry,
  type FollowListName,
  useAutomaticFollow,
  useFollows,
  useMyProfiles,
  useRemoveFollower,
  useUnfollowProfile,
  useUpdateFollow,
} from '@fundnet/api-client';
import { EmptyState, ErrorPanel, FollowButton, LinkButton, LoadingState, PageHeader, SectionCard, useNotify } from '@fundnet/design-system';
import {
  DEFAULT_PAGE_SIZE,
  type FollowNotificationLevel,
  followNotificationLevels,
  type PageSize,
  roleAtLeast,
} from '@fundnet/validation-schema';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActiveProfileGate } from './active-profile-gate';
import { ListPager } from './list-pager';
import { formatDate } from './list-format';
import { SocialProfileRow } from './social-profile-row';
import { useDebouncedValue } from '@fundnet/app-runtime';

const title = 'Followers';
const subtitle = 'The profiles that follow yours, and the profiles you follow. Following a profile brings its news to your feed.';

const notificationLabels: Record<FollowNotificationLevel, string> = {
  all: 'Posts and updates',
  updates: 'Profile updates only',
  none: 'No notifications',
};

/** /followers: two tabs (?tab=following for the second) listing the active profile's followers and followed profiles. */
export function FollowersPage() {
  return (
    <ActiveProfileGate title={title} subtitle={subtitle} what="your followers">
      {(profile) => <Followers profile={profile} />}
    </ActiveProfileGate>
  );
}

function Followers({ profile }: { profile: ActiveProfile }) {
  const [params, setParams] = useSearchParams();
  const tab: FollowListName = params.get('tab') === 'following' ? 'following' : 'followers';
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<{ skip: number; take: PageSize }>({ skip: 0, take: DEFAULT_PAGE_SIZE });
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const list = useFollows(
    profile,
    { list: tab, search: settledSearch || undefined, skip: String(paging.skip), take: String(paging.take) },
    // Keep the previous page on screen while paging or searching, never the other tab's list.
    { placeholderData: (previous) => (previous?.list === tab ? previous : undefined) },
  );
  // Removing followers, following back in bulk and notification settings need the editor role (the API checks it too).
  const mine = useMyProfiles();
  const role = mine.data?.find((p) => p.id === profile.id)?.role;
  const canManage = role ? roleAtLeast(role, 'editor') : false;
  const panelId = useId();

  const changeTab = (next: FollowListName) => {
    setParams(next === 'following' ? { tab: 'following' } : {}, { replace: true });
    setSearch('');
    setPaging((current) => ({ ...current, skip: 0 }));
  };
  const counts = list.data?.counts;

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
      <SectionCard disablePadding>
        <Stack spacing={2} sx={{ px: 2, pt: 1 }}>
          <Tabs value={tab} onChange={(_event, next: FollowListName) => changeTab(next)} aria-label="Followers and following">
            <Tab
              value="followers"
              id={`${panelId}-followers`}
              aria-controls={panelId}
              label={counts ? `Followers (${counts.followers})` : 'Followers'}
            />
            <Tab
              value="following"
              id={`${panelId}-following`}
              aria-controls={panelId}
              label={counts ? `Following (${counts.following})` : 'Following'}
            />
          </Tabs>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
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
            {tab === 'followers' && canManage && <FollowBackAll profile={profile} />}
            {role && !canManage && (
              <Typography variant="body2" color="text.secondary">
                As a {role} of this profile you can follow and unfollow; removing followers and notification settings need the editor role.
              </Typography>
            )}
          </Stack>
        </Stack>
        <Box id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`}>
          <Box sx={{ minHeight: 4, mt: 1 }}>{list.isFetching && !list.isPending && <LinearProgress aria-label="Updating the list" />}</Box>
          {list.isPending ? (
            <LoadingState />
          ) : list.isError ? (
            <Box sx={{ p: 2 }}>
              <ErrorPanel title={`Your ${tab} could not be loaded`} message={list.error.message} onRetry={() => void list.refetch()} />
            </Box>
          ) : list.data.items.length === 0 ? (
            <EmptyState icon={<GroupOutlined />} {...emptyCopy(tab, Boolean(list.data.search))} />
          ) : (
            <>
              <Box component="ul" aria-label={tab === 'followers' ? 'Followers' : 'Following'} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {list.data.items.map((entry) =>
                  tab === 'followers' ? (
                    <FollowerRow key={entry.id} profile={profile} entry={entry} canManage={canManage} />
                  ) : (
                    <FollowingRow key={entry.id} profile={profile} entry={entry} canManage={canManage} />
                  ),
                )}
              </Box>
              <ListPager total={list.data.total} skip={paging.skip} take={paging.take} onChange={setPaging} />
            </>
          )}
        </Box>
      </SectionCard>
    </>
  );
}

function emptyCopy(tab: FollowListName, searching: boolean) {
  if (searching) return { title: 'No profile matches', description: 'Try another name.' };
  return tab === 'followers'
    ? {
        title: 'No followers yet',
        description: 'Profiles that follow yours will be listed here. A complete, published profile draws followers.',
      }
    : {
        title: 'You do not follow any profile yet',
        description: 'Follow funds, investors and service providers from discovery or their pages to see their news.',
        action: <LinkButton to="/fund/discovery">Discover funds</LinkButton>,
      };
}

function FollowerRow({ profile, entry, canManage }: { profile: ActiveProfile; entry: FollowEntry; canManage: boolean }) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveFollower(profile, {
    onSuccess: () => {
      setConfirming(false);
      notify.success(`${entry.profile.name} no longer follows your profile.`);
    },
    onError: (error) => notify.apiError(error),
  });
  return (
    <SocialProfileRow
      profile={entry.profile}
      meta={`Follows you since ${formatDate(entry.followedAt)}${entry.mutual ? ' · you follow each other' : ''}`}
      actions={
        <>
          {entry.profile.public && <FollowButton profileId={entry.profile.id} following={entry.mutual} profileName={entry.profile.name} />}
          {canManage && (
            <>
              <Button
                variant="text"
                color="error"
                size="small"
                onClick={() => setConfirming(true)}
                aria-label={`Remove ${entry.profile.name} from your followers`}
              >
                Remove
              </Button>
              <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`remove-${entry.id}`}>
                <DialogTitle id={`remove-${entry.id}`}>Remove {entry.profile.name} from your followers?</DialogTitle>
                <DialogContent>
                  <DialogContentText>
                    {entry.profile.name} will no longer follow your profile or see your news in its feed. It is not told, and it can follow
                    you again later.
                  </DialogContentText>
                </DialogContent>
                <DialogActions>
                  <Button onClick={() => setConfirming(false)}>Cancel</Button>
                  <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => remove.mutate(entry.profile.id)}>
                    Remove follower
                  </Button>
                </DialogActions>
              </Dialog>
            </>
          )}
        </>
      }
    />
  );
}

function FollowingRow({ profile, entry, canManage }: { profile: ActiveProfile; entry: FollowEntry; canManage: boolean }) {
  const notify = useNotify();
  const unfollow = useUnfollowProfile(profile, {
    onSuccess: () => notify.success(`You no longer follow ${entry.profile.name}.`),
    onError: (error) => notify.apiError(error),
  });
  const update = useUpdateFollow(profile, {
    onSuccess: (result) =>
      notify.success(`Notifications from ${entry.profile.name}: ${notificationLabels[result.follow.notifications].toLowerCase()}.`),
    onError: (error) => notify.apiError(error),
  });
  return (
    <SocialProfileRow
      profile={entry.profile}
      meta={`Followed since ${formatDate(entry.followedAt)}${entry.mutual ? ' · follows you too' : ''}`}
      actions={
        <>
          {canManage && (
            <TextField
              select
              size="small"
              label="Notifications"
              value={entry.notifications}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ id: entry.id, notifications: event.target.value as FollowNotificationLevel })}
              sx={{ minWidth: 200 }}
            >
              {followNotificationLevels.map((level) => (
                <MenuItem key={level} value={level}>
                  {notificationLabels[level]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button
            variant="outlined"
            size="small"
            disabled={unfollow.isPending}
            onClick={() => unfollow.mutate(entry.profile.id)}
            aria-label={`Unfollow ${entry.profile.name}`}
          >
            Unfollow
          </Button>
        </>
      }
    />
  );
}

/** Follows back every public follower not followed yet (POST follow/automatic-follow { followBack }). */
function FollowBackAll({ profile }: { profile: ActiveProfile }) {
  const notify = useNotify();
  const followBack = useAutomaticFollow(profile, {
    onSuccess: (result) =>
      notify.success(
        result.followed.length === 0
          ? 'You already follow every follower you can follow back.'
          : `You now follow ${result.followed.length} more ${result.followed.length === 1 ? 'profile' : 'profiles'}.`,
      ),
    onError: (error) => notify.apiError(error),
  });
  return (
    <Button variant="outlined" size="small" disabled={followBack.isPending} onClick={() => followBack.mutate({ followBack: true })}>
      Follow back all
    </Button>
  );
}
