import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import { AreaEmptyPage } from '@fundnet/design-system';

/** /feed: posts of the Fundnet community (none yet). */
export function FeedPage() {
  return (
    <AreaEmptyPage
      title="Feed"
      subtitle="News from the funds, investors and service providers on Fundnet: posts with comments and likes."
      icon={<DynamicFeedOutlined />}
      emptyTitle="No posts yet"
      emptyDescription="Nobody has posted yet. When the feed opens, posts from the profiles you follow and from the community will appear here."
      needsSignIn
      capabilities={[
        'Publish posts with a tag, and choose who sees each one',
        'Comment on posts and like them',
        'Hide posts you do not want to see, and report inappropriate ones',
      ]}
    />
  );
}
