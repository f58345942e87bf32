import type { FeedActivity, ModerationItem, ModerationList, SocialProfileCard } from '@fundnet/validation-schema';
import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';

// /admin/postModeration: reported feed posts and the feed activity, on the post and feed-activity contracts
// (GET api/post/moderation, GET api/feed-activity), built like the page's test fixtures.
const meta = { title: 'Admin/Post moderation', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUEUE = 'GET /api/post/moderation';
const ACTIVITY = 'GET /api/feed-activity';
const route = { at: '/admin/postModeration', path: '*' };
const admin = signedIn(null);
const uuid = (n: number) => `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`;

const card = (n: number, name: string, type: SocialProfileCard['type'] = 'fund'): SocialProfileCard => ({
  id: uuid(100 + n),
  type,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  logo: null,
  headline: null,
  public: true,
});

function reportedPost(n: number, overrides: { post?: Partial<ModerationItem['post']> } & Partial<Omit<ModerationItem, 'post'>> = {}) {
  const { post, ...rest } = overrides;
  const item: ModerationItem = {
    post: {
      id: uuid(n),
      author: card(n, 'Northwind Ventures'),
      text: 'Final close of Northwind Fund II at EUR 150 million — guaranteed 40 % net returns for every LP who joins the extension.',
      tag: 'Fundraising',
      visibility: 'Public',
      linkPreview: null,
      likeCount: 12,
      commentCount: 3,
      likedByMe: false,
      hiddenByMe: false,
      mine: false,
      removal: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      editedAt: null,
      ...post,
    },
    status: 'open',
    reportCount: 2,
    lastReportedAt: '2026-11-21T14:20:00.000Z',
    reports: [
      {
        id: uuid(200 + n),
        reason: 'Misleading',
        details: 'Promises guaranteed returns.',
        reporter: card(20, 'Helvetia Family Office', 'investor'),
        createdAt: '2026-11-21T10:00:00.000Z',
      },
      { id: uuid(300 + n), reason: 'Spam', details: '', reporter: null, createdAt: '2026-11-21T14:20:00.000Z' },
    ],
    ...rest,
  };
  return item;
}
const reported: ModerationItem[] = [
  reportedPost(1),
  reportedPost(2, {
    post: {
      author: card(2, 'Birch Capital', 'fund'),
      text: 'Sharing our Q3 2026 portfolio update, including the unaudited NAV of every company in Birch Capital III.',
      tag: 'PortfolioUpdate',
      visibility: 'FollowersOnly',
      createdAt: '2026-11-22T08:30:00.000Z',
    },
    reportCount: 1,
    lastReportedAt: '2026-11-22T09:10:00.000Z',
    reports: [
      {
        id: uuid(402),
        reason: 'Confidential',
        details: 'Discloses portfolio valuations shared under NDA.',
        reporter: card(21, 'Baltic Pension Fund', 'investor'),
        createdAt: '2026-11-22T09:10:00.000Z',
      },
    ],
  }),
];
const queue = (items: ModerationItem[]): ModerationList => ({ items, nextCursor: null, openCount: items.length });

const activityEntry = (n: number, overrides: Partial<FeedActivity> = {}): FeedActivity => ({
  id: uuid(500 + n),
  action: 'postReported',
  profileId: uuid(120),
  profileName: 'Helvetia Family Office',
  targetProfileId: uuid(101),
  postId: uuid(1),
  commentId: null,
  userId: null,
  note: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const activity = [
  activityEntry(1, { action: 'postReported', profileName: 'Baltic Pension Fund', createdAt: '2026-11-22T09:10:00.000Z' }),
  activityEntry(2),
  activityEntry(3, { action: 'postRemoved', profileId: null, profileName: null, note: 'Undisclosed conflict of interest.' }),
  activityEntry(4, { action: 'postCreated', profileName: 'Saltmarsh Ventures', createdAt: '2026-11-19T16:45:00.000Z' }),
  activityEntry(5, { action: 'reportDismissed', profileId: null, profileName: null, createdAt: '2026-11-18T11:30:00.000Z' }),
];

const adminApi = (routes: ApiRoutes): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  [QUEUE]: () => ({ json: queue(reported) }),
  [ACTIVITY]: () => ({ json: { items: activity, total: activity.length, skip: 0, take: 20 } }),
  ...routes,
});

export const ReportedPosts: Story = { ...screenStory({ route, session: admin, api: adminApi({}) }) };
export const Empty: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({
      [QUEUE]: () => ({ json: queue([]) }),
      [ACTIVITY]: () => ({ json: { items: [], total: 0, skip: 0, take: 20 } }),
    }),
  }),
};
export const Loading: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [QUEUE]: () => pending, [ACTIVITY]: () => pending }) }),
};
export const Failed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({
      [QUEUE]: () => errorReply(503, 'Reported posts are not available right now.'),
      [ACTIVITY]: () => errorReply(503, 'The feed activity is not available right now.'),
    }),
  }),
};
/** A long post reported many times. */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({
      [QUEUE]: () => ({
        json: queue([
          reportedPost(3, {
            post: {
              author: card(3, 'Saltmarsh Climate Transition Opportunities Fund I SCSp'),
              text: `${'We are thrilled to announce the first close of our climate fund. '.repeat(12)}\n\nDM us for the full deck and the LPA.`,
              tag: 'Fundraising',
              visibility: 'Public',
            },
            reportCount: 6,
            reports: (['Spam', 'Misleading', 'Offensive', 'Confidential', 'Other', 'Spam'] as const).map((reason, i) => ({
              id: uuid(600 + i),
              reason,
              details: i % 2 === 0 ? 'The same announcement was posted five times today, each with a different fund size.' : '',
              reporter: card(30 + i, `Reporting Investor ${i + 1} Family Office`, 'investor'),
              createdAt: `2026-11-2${i}T09:00:00.000Z`,
            })),
          }),
          ...reported,
        ]),
      }),
    }),
  }),
};
export const Narrow: Story = { ...ReportedPosts, ...narrow };
