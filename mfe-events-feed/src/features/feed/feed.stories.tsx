import { type ApiHandler, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Post, PostVisibility } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { AreaRoutes } from '../../routes';
import { aPost, audienceReply, authors, commentsReply, feedPage, postId, somePosts, viewer } from './testing';

// /feed as its route mounts it (lazy page, composer loaded for a profile), answered from the post contract's fixtures
// (./testing) through the stand-in: signed out (public posts), signed in with a profile (composer, likes, own posts).
const meta = { title: 'Feed and events/Feed', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

interface FeedWorld {
  /** The first page (default: somePosts). */
  posts?: Post[];
  /** Reached with "Show older posts". */
  older?: Post[];
  /** Replaces GET api/post (a pending or failing feed). */
  feed?: ApiHandler;
  /** Comments per post (default: its commentCount). */
  comments?: Record<string, number>;
}

/** api/post as a reader sees it: the feed, one post, its comments, the audience, and likes / new posts answered. */
const feedApi =
  (world: FeedWorld = {}, signedInReader = false): ApiHandler =>
  (request) => {
    const posts = world.posts ?? somePosts({ signedIn: signedInReader });
    const all = [...posts, ...(world.older ?? [])];
    const find = (id: string | undefined) => all.find((post) => post.id === id) ?? aPost(1, { id });
    if (request.path === '/api/post') {
      if (request.method === 'POST') {
        const body = JSON.parse(request.body) as Pick<Post, 'text' | 'tag' | 'visibility'>;
        return { status: 201, json: { post: aPost(0, { ...body, author: authors.mine, mine: true, likeCount: 0, commentCount: 0 }) } };
      }
      return world.feed ? world.feed(request) : { json: feedPage(request.query.cursor, posts, world.older) };
    }
    if (request.path === '/api/post/audience') return { json: audienceReply((request.query.visibility ?? 'Public') as PostVisibility) };
    const [, id, action] = /^\/api\/post\/([^/]+)(?:\/([a-z]+))?$/.exec(request.path) ?? [];
    if (!id) return undefined;
    const post = find(id);
    if (action === 'comments' && request.method === 'GET') {
      return { json: commentsReply(post.id, world.comments?.[post.id] ?? post.commentCount, request.query.cursor) };
    }
    if (action === 'like') {
      const liked = request.method === 'POST';
      return { json: { postId: post.id, liked, likeCount: post.likeCount + (liked === post.likedByMe ? 0 : liked ? 1 : -1) } };
    }
    if (!action && request.method === 'GET') return { json: { post } };
    return undefined;
  };

const at = (address: string) => ({ at: address, path: '*' });
const reader = signedIn(viewer);

/** A visitor: public posts, a way to sign in, older posts behind "Show older posts"; no composer, likes disabled. */
export const SignedOut: Story = {
  ...screenStory({ route: at('/feed'), api: feedApi({ older: [aPost(11), aPost(12, { author: authors.ada, tag: 'Investments' })] }) }),
};
/** Signed in with a profile: the composer with its audience, likes, the reader's own post (edited, with its menu). */
export const SignedIn: Story = {
  ...screenStory({ route: at('/feed'), session: reader, api: feedApi({ older: [aPost(11)] }, true) }),
};
/** Signed in without choosing a profile: asked to choose one; reads like a visitor, no composer. */
export const SignedInWithoutProfile: Story = {
  ...screenStory({ route: at('/feed'), session: signedIn(null), api: feedApi() }),
};
export const Loading: Story = { ...screenStory({ route: at('/feed'), api: feedApi({ feed: () => pending }) }) };
export const Empty: Story = {
  ...screenStory({ route: at('/feed'), session: reader, api: feedApi({ posts: [] }, true) }),
};
/** Filters from the address that match no post. */
export const EmptyFiltered: Story = {
  ...screenStory({ route: at('/feed?tag=Insights&profileType=serviceProvider'), api: feedApi({ posts: [] }) }),
};
export const Failed: Story = {
  ...screenStory({ route: at('/feed'), api: feedApi({ feed: () => errorReply(503, 'The feed is not available right now.') }) }),
};

const longText = Array.from(
  { length: 14 },
  (_, i) =>
    `Paragraph ${i + 1}. Our quarterly letter to LPs covers the portfolio's revenue growth, two follow-on rounds, one write-down and the pipeline for the next two quarters, with the reasoning behind each decision and what we learned from it.`,
).join('\n\n');
const longPosts: Post[] = [
  aPost(1, {
    author: { ...authors.northwind, name: 'Northwind Ventures Growth Opportunities Continuation Fund III SCSp' },
    text: longText,
    tag: 'PerformanceUpdate',
    visibility: 'LPOnly',
    likeCount: 1284,
    commentCount: 120,
  }),
  aPost(2, {
    author: authors.ada,
    text: 'https://ada-capital.example/notes/a-very-long-address-that-does-not-break-on-its-own-because-it-has-no-spaces-at-all-2027',
    tag: 'Insights',
    linkPreview: {
      url: 'https://ada-capital.example/notes/a-very-long-address-that-does-not-break-on-its-own-because-it-has-no-spaces-at-all-2027',
      title: 'A very long article title about private-market allocations, denominator effects and pacing models for 2027 and beyond',
      description:
        'Why pacing models break when distributions slow down, what the denominator effect does to new commitments, and three ways allocators are adapting their programmes.',
      image:
        'data:image/svg+xml;utf8,%3Csvg xmlns="http://www.w3.org/2000/svg" width="120" height="90"%3E%3Crect width="120" height="90" fill="%2390caf9"/%3E%3C/svg%3E',
      siteName: 'Ada Capital',
    },
    commentCount: 0,
  }),
  aPost(3, {
    author: { ...authors.ledger, public: false },
    text: 'A post from a profile that is no longer public: its name does not link.',
    tag: 'Other',
    visibility: 'ProfileAccessOnly',
  }),
  ...Array.from({ length: 9 }, (_, i) => aPost(10 + i, { text: `Update number ${10 + i}: a shorter note to make the page long.` })),
];
/** A very long post, a long link preview, a private author, twelve posts and nothing older ("all caught up"). */
export const LongContent: Story = {
  ...screenStory({ route: at('/feed'), session: reader, api: feedApi({ posts: longPosts }, true) }),
};
/** A removed post as its author's members still see it. */
export const RemovedPost: Story = {
  ...screenStory({
    route: at('/feed'),
    session: reader,
    api: feedApi(
      {
        posts: [
          aPost(3, {
            author: authors.mine,
            mine: true,
            text: 'Guaranteed 40% returns, message us now.',
            removal: { reason: 'Misleading claims about returns.', removedAt: new Date().toISOString() },
          }),
          ...somePosts(),
        ],
      },
      true,
    ),
  }),
};
/** The conversation under a post opened: many comments, a page of 50 and "More comments", the comment box. */
export const ManyComments: Story = {
  ...screenStory({
    route: at('/feed'),
    session: reader,
    api: feedApi({ posts: [aPost(1, { commentCount: 64, likeCount: 40 }), aPost(2, { author: authors.ada })] }, true),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Comments (64)' }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('button', { name: 'More comments' }, { timeout: 10_000 })).toBeVisible();
  },
};
/** A visitor opening the comments of a public post: read only, asked to sign in. */
export const CommentsSignedOut: Story = {
  ...screenStory({ route: at('/feed'), api: feedApi({ posts: [aPost(1, { commentCount: 3 })] }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Comments (3)' }, { timeout: 10_000 }));
    await expect(await canvas.findByText('Sign in to comment.')).toBeVisible();
  },
};
/** A shared post's address (?post=): that post above the feed. */
export const FocusedPost: Story = {
  ...screenStory({
    route: at(`/feed?post=${postId(7)}`),
    api: feedApi({ posts: somePosts(), older: [aPost(7, { author: authors.ada, text: 'The post someone shared with you.' })] }),
  }),
};
export const SignedOutNarrow: Story = { ...SignedOut, ...narrow };
export const SignedInNarrow: Story = { ...SignedIn, ...narrow };
