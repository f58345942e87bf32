import { Alert, Button, Stack, Typography } from '@mui/material';
import { usePreloadAfterPaint, useSearchParamsUpdate } from '@fundnet/app-runtime';
import { useFeed, usePost, useSession } from '@fundnet/api-client';
import {
  EmptyState,
  ErrorPanel,
  FilterSelect,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  useDocumentTitle,
  useSignInHref,
} from '@fundnet/design-system';
import { type PostTag, postTagLabels, postTags, type ProfileType } from '@fundnet/validation-schema';
import { PostCard, PostComposer, profileTypeLabels } from '../post';

const profileTypes: ProfileType[] = ['fund', 'investor', 'serviceProvider'];

/**
 * /feed: posts of the profiles the active profile follows and public posts, newest first, filtered by tag and by
 * the posting profile's type (kept in the address). Signed out: public posts only.
 */
export function FeedPage() {
  useDocumentTitle('Feed');
  const { token, activeProfile } = useSession();
  const [params, updateParams] = useSearchParamsUpdate();
  const tag = (postTags as readonly string[]).includes(params.get('tag') ?? '') ? (params.get('tag') as PostTag) : undefined;
  const profileType = (profileTypes as string[]).includes(params.get('profileType') ?? '')
    ? (params.get('profileType') as ProfileType)
    : undefined;
  const profile = token ? activeProfile : null;
  const signInHref = useSignInHref();
  const feed = useFeed(profile, { tag, profileType });
  const focused = usePost(profile, params.get('post'));
  const setFilter = (name: 'tag' | 'profileType', value: string) =>
    updateParams((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('post');
    });
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  // The cards' code comes while the posts are fetched, not after them.
  usePreloadAfterPaint(PostCard);
  return (
    <PageContainer maxWidth="md">
      <PageHeader
        title="Feed"
        subtitle="News from the funds, investors and service providers you follow, and public posts from the community."
      />
      <Stack spacing={3}>
        {!token ? (
          <Alert
            severity="info"
            action={
              <LinkButton to={signInHref} size="small" sx={{ whiteSpace: 'nowrap' }}>
                Sign in
              </LinkButton>
            }
          >
            You see public posts. Sign in to post, like and comment, and to see what the profiles you follow share with their followers.
          </Alert>
        ) : null}
        {token && !activeProfile ? (
          <Alert severity="info">Choose a profile to post and to see what the profiles you follow share.</Alert>
        ) : null}
        {profile ? <PostComposer profile={profile} /> : null}
        {focused.data ? <PostCard post={focused.data.post} profile={profile} /> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} component="section" aria-label="Feed filters">
          <FilterSelect
            label="Tag"
            value={tag ?? ''}
            onChange={(value) => setFilter('tag', value)}
            options={[{ value: '', label: 'All tags' }, ...postTags.map((value) => ({ value, label: postTagLabels[value] }))]}
            sx={{ minWidth: 200 }}
            size="small"
            fullWidth
          />
          <FilterSelect
            label="Posted by"
            value={profileType ?? ''}
            onChange={(value) => setFilter('profileType', value)}
            options={[{ value: '', label: 'Everyone' }, ...profileTypes.map((value) => ({ value, label: profileTypeLabels[value] }))]}
            sx={{ minWidth: 200 }}
            size="small"
            fullWidth
          />
        </Stack>
        {feed.isPending ? <LoadingState label="Loading the feed" /> : null}
        {feed.error ? <ErrorPanel message={feed.error.message} onRetry={() => feed.refetch()} /> : null}
        {feed.data && items.length === 0 ? (
          <EmptyState
            title="No posts here yet"
            description={
              tag || profileType
                ? 'No post matches these filters. Try another tag or profile type.'
                : 'Follow funds, investors and service providers to see their updates here.'
            }
          />
        ) : null}
        <Stack spacing={2} component="section" aria-label="Posts">
          {items.map((post) => (
            <PostCard key={post.id} post={post} profile={profile} />
          ))}
        </Stack>
        {feed.hasNextPage ? (
          <Button onClick={() => feed.fetchNextPage()} disabled={feed.isFetchingNextPage} variant="outlined">
            {feed.isFetchingNextPage ? 'Loading…' : 'Show older posts'}
          </Button>
        ) : items.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            You are all caught up.
          </Typography>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
