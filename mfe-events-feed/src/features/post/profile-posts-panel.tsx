import { useFeed, useSession } from '@fundnet/api-client';
import { ErrorPanel, SectionCard } from '@fundnet/design-system';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PostCard } from './post-card';

export interface ProfilePostsPanelProps {
  profileId: string;
  profileName: string;
}

/**
 * A profile's posts on its public page (the `./parcels/profile-posts` parcel, ADR 0054): newest first, ten at a time (the smallest page size),
 * under the feed's visibility rules (the server leaves out what the visitor may not read). Nothing posted, or nothing
 * the visitor may read: the panel says so in one line.
 */
export function ProfilePostsPanel({ profileId, profileName }: ProfilePostsPanelProps) {
  const { token, activeProfile } = useSession();
  const profile = token ? (activeProfile ?? null) : null;
  const feed = useFeed(profile, { profileId });
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (feed.isPending) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">Loading the posts…</Typography>
      </Stack>
    );
  } else if (feed.isError && posts.length === 0) {
    body = <ErrorPanel title="The posts could not be loaded" message={feed.error.message} onRetry={() => void feed.refetch()} />;
  } else if (posts.length === 0) {
    body = <Typography color="text.secondary">{profileName} has not posted anything you can read yet.</Typography>;
  } else {
    body = (
      <Stack spacing={2}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} profile={profile} />
        ))}
        {feed.hasNextPage ? (
          <Button
            onClick={() => void feed.fetchNextPage()}
            disabled={feed.isFetchingNextPage}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            {feed.isFetchingNextPage ? 'Loading…' : 'Show older posts'}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <SectionCard title="Posts" subtitle={`Updates from ${profileName}, newest first.`}>
      <Stack sx={{ pb: 2 }}>{body}</Stack>
    </SectionCard>
  );
}
