// Contract-shaped fixtures of api/post (the feed, a post, its comments, the composer's audience), for the feed's
// stories and tests. Every builder returns what the contract (docs/api/openapi.json) accepts: ids are UUIDs.
import type { ActiveProfile } from '@fundnet/api-client';
import type {
  AudienceReply,
  CommentList,
  FeedReply,
  Post,
  PostComment,
  PostVisibility,
  SocialProfileCard,
} from '@fundnet/validation-schema';

/** The profile a signed-in reader acts as. */
export const viewer: ActiveProfile = { id: '11111111-1111-4111-8111-111111111111', type: 'fund' };

const hours = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

export function author(n: number, name: string, type: SocialProfileCard['type'] = 'fund', overrides: Partial<SocialProfileCard> = {}) {
  return {
    id: `22222222-2222-4222-8222-${String(n).padStart(12, '0')}`,
    type,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    logo: null,
    headline: null,
    public: true,
    ...overrides,
  } satisfies SocialProfileCard;
}

export const authors = {
  northwind: author(1, 'Northwind Ventures'),
  ada: author(2, 'Ada Capital', 'investor'),
  ledger: author(3, 'Ledger & Co Fund Administration', 'serviceProvider'),
  /** The viewer's own profile (posts it wrote are `mine`). */
  mine: author(4, 'Saltmarsh Fund I', 'fund', { id: viewer.id }),
} as const;

export const postId = (n: number) => `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`;

/** Post n, `n` hours old. */
export function aPost(n: number, overrides: Partial<Post> = {}): Post {
  return {
    id: postId(n),
    author: authors.northwind,
    text: `Update number ${n}`,
    tag: 'PortfolioUpdate',
    visibility: 'Public',
    linkPreview: null,
    likeCount: 2,
    commentCount: 1,
    likedByMe: false,
    hiddenByMe: false,
    mine: false,
    removal: null,
    createdAt: hours(n),
    updatedAt: hours(n),
    editedAt: null,
    ...overrides,
  };
}

/** A readable feed: each kind of author, tags, visibilities, a link preview. */
export function somePosts(options: { signedIn?: boolean } = {}): Post[] {
  const signedIn = options.signedIn ?? false;
  return [
    aPost(1, {
      text: 'We are pleased to announce the first close of Northwind Ventures III at EUR 120m, ahead of target. Thank you to every LP who joined us.',
      tag: 'Fundraising',
      likeCount: 24,
      commentCount: 6,
      likedByMe: signedIn,
    }),
    aPost(2, {
      author: authors.ada,
      text: 'Our take on secondaries in 2027: more GP-led continuation funds, tighter discounts. Full note below.',
      tag: 'Insights',
      linkPreview: {
        url: 'https://ada-capital.example/notes/secondaries-2027',
        title: 'Secondaries in 2027: what LPs should expect',
        description: 'Five trends we see in the secondary market, and what they mean for allocators.',
        image: null,
        siteName: 'Ada Capital',
      },
      likeCount: 11,
      commentCount: 3,
    }),
    ...(signedIn
      ? [
          aPost(3, {
            author: authors.mine,
            text: 'Portfolio company Fjord Robotics closed its Series B, led by a top-tier US fund.',
            visibility: 'FollowersOnly',
            tag: 'PortfolioUpdate',
            mine: true,
            editedAt: hours(1),
            likeCount: 5,
            commentCount: 0,
          }),
        ]
      : []),
    aPost(4, {
      author: authors.ledger,
      text: 'Reminder: Q4 capital calls go out on 1 December. Our fund administration desk is open through the holidays.',
      tag: 'CCReminder',
      likeCount: 0,
      commentCount: 0,
    }),
    aPost(5, { text: 'Meet our team at the Nordic LP Summit in Stockholm next March.', tag: 'Traveling', likeCount: 3 }),
  ];
}

/** One page of the feed: the first page links to older posts with a cursor when `older` has any. */
export function feedPage(cursor: string | undefined, first: Post[], older: Post[] = []): FeedReply {
  if (cursor) return { items: older, nextCursor: null };
  return { items: first, nextCursor: older.length > 0 ? 'b2xkZXI' : null };
}

export const commentId = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`;

const commenters = [authors.ada, authors.ledger, authors.northwind, authors.mine];

export function aComment(n: number, postIdOf: string, overrides: Partial<PostComment> = {}): PostComment {
  const by = commenters[n % commenters.length]!;
  return {
    id: commentId(n),
    postId: postIdOf,
    author: by,
    text: `Congratulations to the whole team, comment ${n}.`,
    // As the server answers an editor of the viewer's profile; a viewer member gets `mine: false` (viewers read).
    mine: by.id === viewer.id,
    createdAt: hours(1 - n / 100),
    editedAt: null,
    ...overrides,
  };
}

/** `count` comments on a post; a page of 50 links to the next one. */
export function commentsReply(postIdOf: string, count: number, cursor?: string): CommentList {
  const all = Array.from({ length: count }, (_, i) => aComment(i + 1, postIdOf));
  const start = cursor ? 50 : 0;
  const items = all.slice(start, start + 50);
  return { items, nextCursor: start + 50 < count ? 'bW9yZQ' : null, total: count };
}

const audienceSummaries: Record<PostVisibility, [number, string]> = {
  Public: [1840, 'Everyone on Fundnet and signed-out visitors: 1,840 profiles'],
  FollowersOnly: [126, 'Profiles that follow you: 126 profiles'],
  ProfileAccessOnly: [9, 'Your team and accepted invitations: 9 people'],
  LPOnly: [42, 'Investor (LP) profiles only: 42 profiles'],
};

export function audienceReply(visibility: PostVisibility): AudienceReply {
  const [profiles, summary] = audienceSummaries[visibility];
  return {
    visibility,
    profiles: visibility === 'ProfileAccessOnly' ? 0 : profiles,
    people: visibility === 'ProfileAccessOnly' ? profiles : 0,
    shareLinks: 0,
    signedOutVisitors: visibility === 'Public',
    summary,
  };
}
