import type { PostVisibility } from '@fundnet/validation-schema';
import { feedActivities } from '../modules/feed-activity/tables';
import { profileCards } from '../modules/follow/profile-cards';
import { postComments, postLikes, postReports, posts } from '../modules/post/tables';
import type { DbOrTx } from '../modules/profiles/service';
import { type Rng, sectionRng, seededUuid } from './names';
import type { SeedProfile } from './profiles';
import type { DemoSection, DemoWorld } from './world';

const HOUR = 3_600_000;

type Line = { tag: string; text: string };

/** Post texts per profile type: what funds, investors and providers actually share. */
const lines: Record<SeedProfile['type'], Line[]> = {
  fund: [
    { tag: 'Fundraising', text: 'We are happy to announce the first close of our new fund. Thank you to every LP who backed us early.' },
    { tag: 'PortfolioUpdate', text: 'Two of our portfolio companies closed their Series A this quarter, both led by tier-one investors.' },
    {
      tag: 'PerformanceUpdate',
      text: 'Q3 update for our LPs: net TVPI moved to 1.6x, DPI to 0.4x after a partial exit in logistics software.',
    },
    { tag: 'Insights', text: 'Why we think vertical SaaS in construction is still underserved: a short note from our investment team.' },
    {
      tag: 'Investments',
      text: 'New investment: we are leading the seed round of a climate-tech start-up that measures soil carbon from satellite data.',
    },
    { tag: 'Traveling', text: 'Our partners are in London next week for SuperReturn. Write to us if you would like to meet.' },
    {
      tag: 'CCReminder',
      text: 'Reminder for our LPs: the next capital call notice goes out on the 15th, payable within ten business days.',
    },
    { tag: 'Event', text: 'Join our annual investor day in Berlin: portfolio founders on stage, and a fireside chat on secondaries.' },
    { tag: 'News', text: 'We welcome a new operating partner with twenty years of go-to-market experience in enterprise software.' },
  ],
  investor: [
    { tag: 'Insights', text: 'Our 2026 allocation plan: more emerging managers in Europe, fewer large buyout commitments.' },
    { tag: 'News', text: 'We are opening our emerging-manager programme to first-time funds in climate and health.' },
    { tag: 'Traveling', text: 'Meeting fund managers in Stockholm and Copenhagen next month. Happy to take a few more calls.' },
    { tag: 'Investments', text: 'We committed to two new venture funds this quarter, both focused on B2B software in the DACH region.' },
    { tag: 'Event', text: 'We host a small LP roundtable on co-investment rights in Zurich. A few seats left for fellow allocators.' },
  ],
  serviceProvider: [
    { tag: 'ClientUpdate', text: 'We now administer more than forty funds in Luxembourg: thank you to our clients for their trust.' },
    { tag: 'Insights', text: 'Five points to check in your LPA before a continuation-vehicle process: our legal team’s guide.' },
    { tag: 'News', text: 'Our fund-accounting platform now produces ILPA-compliant reports in one click.' },
    { tag: 'Event', text: 'Webinar next Thursday: ESG reporting under SFDR for emerging managers. Registration is free.' },
    { tag: 'Other', text: 'We are hiring a senior fund controller for our Amsterdam office.' },
  ],
};

const visibilityFor = (rng: Rng, type: SeedProfile['type'], tag: string): PostVisibility => {
  if (type === 'fund' && (tag === 'PerformanceUpdate' || tag === 'CCReminder' || tag === 'Fundraising')) {
    return rng.pick(['LPOnly', 'ProfileAccessOnly', 'LPOnly'] as const);
  }
  return rng.chance(0.7) ? 'Public' : 'FollowersOnly';
};

const commentsText = [
  'Congratulations to the whole team!',
  'Great news, looking forward to the next update.',
  'Very helpful, thank you for sharing.',
  'Would love to hear more about this. Can we set up a call?',
  'Strong quarter, well done.',
  'See you there!',
];

/**
 * The feed of the demo world: two to four posts per published profile (the demo user's three profiles included),
 * across the 11 tags and the 4 visibilities, over the last 30 days; likes and comments from other profiles; one
 * post reported to the administrators' moderation queue; the matching feed-activity entries.
 */
export const feedSeed: DemoSection = {
  name: 'feed',
  async seed(tx: DbOrTx, world: DemoWorld) {
    const rng = sectionRng('feed');
    const cards = await profileCards(
      tx,
      world.profiles.map((p) => p.id),
    );
    const authors = world.profiles.filter((p) => p.demo || cards.get(p.id)?.public);
    const firstMember = new Map<string, string>();
    for (const m of world.memberships) if (!firstMember.has(m.profileId) || m.role === 'owner') firstMember.set(m.profileId, m.userId);
    const readerIds = authors.map((p) => p.id);

    const postRows: Array<typeof posts.$inferInsert> = [];
    for (const author of authors) {
      const count = author.demo ? 4 : rng.int(1, 3);
      for (const line of rng.sample(lines[author.type], count)) {
        const createdAt = new Date(world.now.getTime() - rng.int(1, 30 * 24) * HOUR - rng.int(0, HOUR));
        postRows.push({
          id: seededUuid(rng),
          authorProfileId: author.id,
          authorType: author.type,
          createdByUserId: firstMember.get(author.id) ?? null,
          text: line.text,
          tag: line.tag,
          visibility: visibilityFor(rng, author.type, line.tag),
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    const likeRows: Array<typeof postLikes.$inferInsert> = [];
    const commentRows: Array<typeof postComments.$inferInsert> = [];
    for (const post of postRows) {
      const others = readerIds.filter((id) => id !== post.authorProfileId);
      const likers = post.visibility === 'Public' ? rng.sample(others, rng.int(0, 6)) : rng.sample(others, rng.int(0, 2));
      for (const profileId of likers) likeRows.push({ postId: post.id!, profileId, createdAt: new Date(post.createdAt!.getTime() + HOUR) });
      post.likeCount = likers.length;
      const commenters = post.visibility === 'Public' ? rng.sample(others, rng.int(0, 2)) : [];
      commenters.forEach((profileId, index) => {
        commentRows.push({
          id: seededUuid(rng),
          postId: post.id!,
          authorProfileId: profileId,
          userId: firstMember.get(profileId) ?? null,
          text: rng.pick(commentsText),
          createdAt: new Date(post.createdAt!.getTime() + (index + 2) * HOUR),
        });
      });
      post.commentCount = commenters.length;
    }
    if (postRows.length) await tx.insert(posts).values(postRows);
    if (likeRows.length) await tx.insert(postLikes).values(likeRows).onConflictDoNothing();
    if (commentRows.length) await tx.insert(postComments).values(commentRows);

    // One public post waits in the moderation queue, so the administrators' screen has work to show.
    const reported = postRows.find((p) => p.visibility === 'Public' && !world.profiles.find((w) => w.id === p.authorProfileId)?.demo);
    const reporter = readerIds.find((id) => id !== reported?.authorProfileId);
    let reports = 0;
    if (reported && reporter) {
      await tx.insert(postReports).values({
        postId: reported.id!,
        reporterProfileId: reporter,
        reporterUserId: firstMember.get(reporter) ?? null,
        reason: 'Misleading',
        details: 'The figures in this post do not match the fund’s latest report.',
      });
      reports = 1;
    }
    await tx.insert(feedActivities).values(
      postRows.map((p) => ({
        action: 'postCreated',
        profileId: p.authorProfileId,
        userId: p.createdByUserId ?? null,
        postId: p.id!,
        createdAt: p.createdAt!,
        updatedAt: p.createdAt!,
      })),
    );
    return { posts: postRows.length, likes: likeRows.length, comments: commentRows.length, reports };
  },
};
