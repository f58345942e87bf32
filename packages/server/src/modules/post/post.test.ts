import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import {
  audienceReply,
  commentListReply,
  commentReply,
  feedActivityListReply,
  feedReply,
  moderationListReply,
  type PostVisibility,
  postReply,
  postVisibilities,
} from '@fundnet/validation-schema';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { invitations } from '../auth/tables';
import { actor, as, member, type SocialActor } from '../follow/test-support';
import { profileNotificationPreferences } from '../profile-notifications/tables';
import { profileSubscriptions } from '../profile-subscriber/tables';

let t: TestApp;
let page: http.Server;
let pageUrl: string;

beforeAll(async () => {
  t = await startTestApp({ OUTBOUND_FETCH_ALLOW_LOOPBACK: 'true' });
  page = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      '<html><head><title>Fallback</title><meta property="og:title" content="Q3 letter &amp; outlook">' +
        '<meta property="og:description" content="What we saw this quarter"><meta property="og:image" content="/cover.png"></head></html>',
    );
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/letter`;
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => page.close(resolve));
});

const follow = (follower: SocialActor, followed: SocialActor) =>
  t.database.db.insert(profileSubscriptions).values({ subscriberProfileId: follower.profile.id, subscribedProfileId: followed.profile.id });

const post = (by: SocialActor, body: Record<string, unknown>) => t.call('POST', '/api/post', { ...as(by.owner, by.profile), body });

// ------------------------------------------------------------------------------------------ the readers

interface World {
  gp: SocialActor;
  teamMember: TestUser;
  follower: SocialActor;
  nonFollower: SocialActor;
  lp: SocialActor;
  otherGp: SocialActor;
  invited: TestUser;
  visitorToken: string;
  posts: Record<PostVisibility, string>;
}
let w: World;

type Reader = 'anonymous' | 'follower' | 'nonFollower' | 'member' | 'invited' | 'linkVisitor' | 'lp' | 'gp';
const readers: Reader[] = ['anonymous', 'follower', 'nonFollower', 'member', 'invited', 'linkVisitor', 'lp', 'gp'];

/** The call options of each reader. */
function readerOptions(reader: Reader) {
  switch (reader) {
    case 'anonymous':
      return {};
    case 'follower':
      return as(w.follower.owner, w.follower.profile);
    case 'nonFollower':
      return as(w.nonFollower.owner, w.nonFollower.profile);
    case 'member':
      return as(w.teamMember, w.gp.profile);
    case 'invited':
      return as(w.invited);
    case 'linkVisitor':
      return { headers: { 'x-visitor-token': w.visitorToken } };
    case 'lp':
      return as(w.lp.owner, w.lp.profile);
    case 'gp':
      return as(w.otherGp.owner, w.otherGp.profile);
  }
}

// Who sees a post of each visibility (the issue's table).
const sees: Record<PostVisibility, Reader[]> = {
  Public: readers,
  FollowersOnly: ['follower', 'member'],
  ProfileAccessOnly: ['member', 'invited', 'linkVisitor'],
  LPOnly: ['member', 'lp'],
};

beforeAll(async () => {
  const gp = await actor(t, { type: 'fund', name: 'Northwind Ventures' });
  const teamMember = await member(t, gp.profile, 'viewer');
  // The follower and the non-follower are service providers: FollowersOnly, not LPOnly, decides for them.
  const follower = await actor(t, { type: 'serviceProvider' });
  const nonFollower = await actor(t, { type: 'serviceProvider' });
  const lp = await actor(t, { type: 'investor' });
  const otherGp = await actor(t, { type: 'fund' });
  await follow(follower, gp);
  await follow(otherGp, nonFollower);
  const invited = await createUser(t);
  await t.database.db.insert(invitations).values({
    kind: 'investor',
    email: invited.email,
    codeHash: randomBytes(16).toString('hex'),
    profileId: gp.profile.id,
    expiresAt: new Date(Date.now() + 86_400_000),
    acceptedAt: new Date(),
    acceptedByUserId: invited.id,
  });
  const link = await t.call('POST', '/api/fund-custom-profile-link/create', {
    ...as(gp.owner, gp.profile),
    body: { name: 'Deck', accessMode: 'AnyoneWithLink', scope: ['fund-details'], permissions: { canView: true } },
  });
  expect(link.status).toBe(201);
  const opened = await t.call('POST', `/api/fund-custom-profile-link/token-from-slug/${link.body.slug}`);
  expect(opened.body.access).toEqual({ state: 'granted' });
  const posts = {} as Record<PostVisibility, string>;
  for (const visibility of postVisibilities) {
    const res = await post(gp, { text: `${visibility} update`, tag: 'PortfolioUpdate', visibility });
    expect(res.status).toBe(201);
    posts[visibility] = res.body.post.id;
  }
  w = { gp, teamMember, follower, nonFollower, lp, otherGp, invited, visitorToken: opened.body.token, posts };
});

describe('visibility × reader, in every read, list and count', () => {
  const cases = postVisibilities.flatMap((visibility) => readers.map((reader) => [visibility, reader] as const));

  it.each(cases)('%s post, %s reader', async (visibility, reader) => {
    const allowed = sees[visibility].includes(reader);
    const id = w.posts[visibility];
    const options = readerOptions(reader);
    // read
    const one = await t.call('GET', `/api/post/${id}`, options);
    expect(one.status).toBe(allowed ? 200 : 404);
    if (allowed) expect(v.is(postReply, one.body)).toBe(true);
    // list (the profile's posts)
    const list = await t.call('GET', `/api/post?profileId=${w.gp.profile.id}&take=50`, options);
    expect(list.status).toBe(200);
    expect(list.body.items.some((item: { id: string }) => item.id === id)).toBe(allowed);
    // count (comments of the post)
    const comments = await t.call('GET', `/api/post/${id}/comments`, options);
    expect(comments.status).toBe(allowed ? 200 : 404);
  });

  it('the feed: a follower gets the followed profile’s FollowersOnly post, the member all four, a signed-out visitor public only', async () => {
    const ids = async (reader: Reader) => {
      const res = await t.call('GET', '/api/post?take=50', readerOptions(reader));
      expect(res.status).toBe(200);
      expect(v.is(feedReply, res.body)).toBe(true);
      return new Set(res.body.items.map((item: { id: string }) => item.id));
    };
    const follower = await ids('follower');
    expect(follower.has(w.posts.FollowersOnly)).toBe(true);
    expect(follower.has(w.posts.LPOnly)).toBe(false);
    const teamMember = await ids('member');
    for (const visibility of postVisibilities) expect(teamMember.has(w.posts[visibility])).toBe(true);
    const anonymous = await ids('anonymous');
    expect(anonymous.has(w.posts.Public)).toBe(true);
    expect(anonymous.has(w.posts.FollowersOnly)).toBe(false);
    // A link visitor's feed carries the profile's ProfileAccessOnly post.
    expect((await ids('linkVisitor')).has(w.posts.ProfileAccessOnly)).toBe(true);
  });

  it('a made-up visitor token gives no access', async () => {
    const res = await t.call('GET', `/api/post/${w.posts.ProfileAccessOnly}`, { headers: { 'x-visitor-token': 'not-a-token' } });
    expect(res.status).toBe(404);
  });
});

describe('the composer and its routes', () => {
  it('validates with the contract’s messages', async () => {
    const res = await post(w.gp, { text: '  ', tag: 'Nope', visibility: 'Everyone' });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('Text is required');
    const missing = await post(w.gp, {});
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('Tag is required');
    expect(JSON.stringify(missing.body)).toContain('Visibility is required');
  });

  it('who may post, edit and delete: editor and up of the posting profile', async () => {
    expect((await t.call('POST', '/api/post', { body: { text: 'x', tag: 'News', visibility: 'Public' } })).status).toBe(401);
    const viewer = await member(t, w.gp.profile, 'viewer');
    expect(
      (await t.call('POST', '/api/post', { ...as(viewer, w.gp.profile), body: { text: 'x', tag: 'News', visibility: 'Public' } })).status,
    ).toBe(403);
    const editor = await member(t, w.gp.profile, 'editor');
    const made = await t.call('POST', '/api/post', {
      ...as(editor, w.gp.profile),
      body: { text: 'By the editor', tag: 'News', visibility: 'Public' },
    });
    expect(made.status).toBe(201);
    expect(made.body.post.mine).toBe(true);
    const id = made.body.post.id;
    // Someone else's profile: 403 on a post it sees, 404 on one it does not.
    expect((await t.call('PUT', `/api/post/${id}`, { ...as(w.otherGp.owner, w.otherGp.profile), body: { text: 'hijack' } })).status).toBe(
      403,
    );
    expect((await t.call('DELETE', `/api/post/${w.posts.LPOnly}`, as(w.otherGp.owner, w.otherGp.profile))).status).toBe(404);
    // A stranger sending the gp's headers is refused by the profile plugin.
    expect((await t.call('DELETE', `/api/post/${id}`, as(w.otherGp.owner, w.gp.profile))).status).toBe(403);
    const edited = await t.call('PUT', `/api/post/${id}`, { ...as(w.gp.owner, w.gp.profile), body: { text: 'Edited', tag: 'Insights' } });
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({ text: 'Edited', tag: 'Insights' });
    expect(edited.body.post.editedAt).not.toBeNull();
    expect((await t.call('DELETE', `/api/post/${id}`, as(viewer, w.gp.profile))).status).toBe(403);
    expect((await t.call('DELETE', `/api/post/${id}`, as(w.gp.owner, w.gp.profile))).status).toBe(204);
    expect((await t.call('GET', `/api/post/${id}`)).status).toBe(404);
  });

  it('unfurls the first link through the SSRF-guarded fetch; a private address gives no preview', async () => {
    const res = await post(w.gp, { text: `Our letter: ${pageUrl}.`, tag: 'News', visibility: 'Public' });
    expect(res.body.post.linkPreview).toEqual({
      url: pageUrl,
      title: 'Q3 letter & outlook',
      description: 'What we saw this quarter',
      image: pageUrl.replace('/letter', '/cover.png'),
      siteName: '127.0.0.1',
    });
    const blocked = await post(w.gp, { text: 'Metadata http://169.254.169.254/latest', tag: 'News', visibility: 'Public' });
    expect(blocked.status).toBe(201);
    expect(blocked.body.post.linkPreview).toBeNull();
  });

  it('audience: "who will see this" counted per visibility', async () => {
    const audience = async (visibility: PostVisibility) => {
      const res = await t.call('GET', `/api/post/audience?visibility=${visibility}`, as(w.gp.owner, w.gp.profile));
      expect(res.status).toBe(200);
      expect(v.is(audienceReply, res.body)).toBe(true);
      return res.body;
    };
    expect((await audience('FollowersOnly')).profiles).toBe(1);
    expect((await audience('Public')).signedOutVisitors).toBe(true);
    const access = await audience('ProfileAccessOnly');
    expect(access.people).toBeGreaterThanOrEqual(3); // owner, the viewer member, the invited investor (and the editors made above)
    expect(access.shareLinks).toBe(1);
    expect((await audience('LPOnly')).profiles).toBeGreaterThanOrEqual(1);
    expect((await t.call('GET', '/api/post/audience?visibility=LPOnly')).status).toBe(401);
    expect((await t.call('GET', '/api/post/audience?visibility=Nope', as(w.gp.owner, w.gp.profile))).status).toBe(422);
  });
});

describe('feed paging and filters', () => {
  it('pages with a keyset cursor, newest first, without repeats; filters by tag and profile type', async () => {
    const author = await actor(t, { type: 'investor' });
    const reader = await actor(t, { type: 'fund' });
    await follow(reader, author);
    for (let i = 0; i < 23; i += 1) {
      await post(author, { text: `Note ${i}`, tag: i % 2 ? 'Insights' : 'Traveling', visibility: 'FollowersOnly' });
    }
    const seen: string[] = [];
    let cursor = '';
    for (let round = 0; round < 5; round += 1) {
      const res = await t.call(
        'GET',
        `/api/post?profileId=${author.profile.id}&take=10${cursor ? `&cursor=${cursor}` : ''}`,
        as(reader.owner, reader.profile),
      );
      seen.push(...res.body.items.map((item: { text: string }) => item.text));
      if (!res.body.nextCursor) break;
      cursor = res.body.nextCursor;
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen[0]).toBe('Note 22');
    const tagged = await t.call('GET', `/api/post?profileId=${author.profile.id}&take=50&tag=Insights`, as(reader.owner, reader.profile));
    expect(tagged.body.items).toHaveLength(11);
    const funds = await t.call('GET', `/api/post?take=50&profileType=fund`, as(reader.owner, reader.profile));
    expect(funds.body.items.every((item: { author: { type: string } }) => item.author.type === 'fund')).toBe(true);
    expect((await t.call('GET', '/api/post?cursor=bm90LWEtY3Vyc29y')).status).toBe(422);
    expect((await t.call('GET', '/api/post?tag=Nope')).status).toBe(422);
    expect((await t.call('GET', '/api/post?take=7')).status).toBe(422);
  });

  it('hide is for the active profile only, and undone', async () => {
    const reader = as(w.follower.owner, w.follower.profile);
    expect((await t.call('POST', `/api/post/${w.posts.Public}/hide`, reader)).body).toEqual({ postId: w.posts.Public, hidden: true });
    const mine = await t.call('GET', '/api/post?take=50', reader);
    expect(mine.body.items.some((item: { id: string }) => item.id === w.posts.Public)).toBe(false);
    const other = await t.call('GET', '/api/post?take=50', as(w.lp.owner, w.lp.profile));
    expect(other.body.items.some((item: { id: string }) => item.id === w.posts.Public)).toBe(true);
    await t.call('DELETE', `/api/post/${w.posts.Public}/hide`, reader);
    const back = await t.call('GET', '/api/post?take=50', reader);
    expect(back.body.items.some((item: { id: string }) => item.id === w.posts.Public)).toBe(true);
    expect((await t.call('POST', `/api/post/${w.posts.LPOnly}/hide`, reader)).status).toBe(404);
    expect((await t.call('POST', `/api/post/${w.posts.Public}/hide`)).status).toBe(401);
  });
});

describe('likes and comments', () => {
  it('an LP likes (idempotent) and comments on an LPOnly post; a provider cannot', async () => {
    const id = w.posts.LPOnly;
    const lp = as(w.lp.owner, w.lp.profile);
    expect((await t.call('POST', `/api/post/${id}/like`, lp)).body).toEqual({ postId: id, liked: true, likeCount: 1 });
    expect((await t.call('POST', `/api/post/${id}/like`, lp)).body.likeCount).toBe(1);
    expect((await t.call('GET', `/api/post/${id}`, lp)).body.post.likedByMe).toBe(true);
    expect((await t.call('POST', `/api/post/${id}/like`, as(w.follower.owner, w.follower.profile))).status).toBe(404);
    // The gp's members get feed updates immediately (their choice): the comment is mailed.
    await t.database.db
      .insert(profileNotificationPreferences)
      .values({ profileId: w.gp.profile.id, userId: w.gp.owner.id, option: 'feedUpdates', frequency: 'immediately' })
      .onConflictDoNothing();
    const added = await t.call('POST', `/api/post/${id}/comments`, { ...lp, body: { text: 'Great quarter!' } });
    expect(added.status).toBe(201);
    expect(v.is(commentReply, added.body)).toBe(true);
    expect(added.body.commentCount).toBe(1);
    expect((await t.lastMail(w.gp.owner.email, 'notification-feed-comment'))?.text).toContain('Great quarter!');
    const commentId = added.body.comment.id;
    expect((await t.call('POST', `/api/post/${id}/comments`, { ...lp, body: { text: '' } })).status).toBe(422);
    // Only the commenting profile edits; the post's profile may delete.
    expect(
      (await t.call('PUT', `/api/post/${id}/comments/${commentId}`, { ...as(w.gp.owner, w.gp.profile), body: { text: 'x' } })).status,
    ).toBe(403);
    const edited = await t.call('PUT', `/api/post/${id}/comments/${commentId}`, { ...lp, body: { text: 'Great quarter, congrats!' } });
    expect(edited.body.comment.editedAt).not.toBeNull();
    const list = await t.call('GET', `/api/post/${id}/comments`, lp);
    expect(v.is(commentListReply, list.body)).toBe(true);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0].text).toBe('Great quarter, congrats!');
    expect((await t.call('DELETE', `/api/post/${id}/comments/${commentId}`, as(w.otherGp.owner, w.otherGp.profile))).status).toBe(404);
    expect((await t.call('DELETE', `/api/post/${id}/comments/${commentId}`, as(w.gp.owner, w.gp.profile))).status).toBe(204);
    expect((await t.call('GET', `/api/post/${id}`, lp)).body.post.commentCount).toBe(0);
    expect((await t.call('DELETE', `/api/post/${id}/like`, lp)).body).toEqual({ postId: id, liked: false, likeCount: 0 });
  });

  it('viewers read: a viewer of the fund may neither edit nor delete the fund’s comments; an editor may (issue 34.13)', async () => {
    const id = w.posts.Public;
    const viewer = as(w.teamMember, w.gp.profile); // the gp's viewer member
    const editorUser = await member(t, w.gp.profile, 'editor');
    const editor = as(editorUser, w.gp.profile);
    const added = await t.call('POST', `/api/post/${id}/comments`, { ...as(w.gp.owner, w.gp.profile), body: { text: 'Thanks all!' } });
    expect(added.status).toBe(201);
    const commentId = added.body.comment.id;
    const lpComment = await t.call('POST', `/api/post/${id}/comments`, { ...as(w.lp.owner, w.lp.profile), body: { text: 'Congrats' } });
    const mineFor = async (options: ReturnType<typeof as>) => {
      const list = await t.call('GET', `/api/post/${id}/comments?take=50`, options);
      expect(v.is(commentListReply, list.body)).toBe(true);
      return Object.fromEntries(list.body.items.map((item: { id: string; mine: boolean }) => [item.id, item.mine]));
    };
    // The reply tells the screen what to offer: nothing to the viewer, edit and delete of the fund's comment to the editor.
    expect((await mineFor(viewer))[commentId]).toBe(false);
    expect((await mineFor(editor))[commentId]).toBe(true);
    for (const [method, body] of [
      ['PUT', { text: 'Changed by a viewer' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await t.call(method, `/api/post/${id}/comments/${commentId}`, { ...viewer, body });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Forbidden');
    }
    // Nor moderate the fund's thread (someone else's comment on the fund's post).
    expect((await t.call('DELETE', `/api/post/${id}/comments/${lpComment.body.comment.id}`, viewer)).status).toBe(403);
    const list = await t.call('GET', `/api/post/${id}/comments?take=50`, viewer);
    expect(list.body.items.find((item: { id: string }) => item.id === commentId).text).toBe('Thanks all!');
    // The editor acts for the fund.
    const edited = await t.call('PUT', `/api/post/${id}/comments/${commentId}`, { ...editor, body: { text: 'Thanks, everyone!' } });
    expect(edited.status).toBe(200);
    expect(edited.body.comment).toMatchObject({ text: 'Thanks, everyone!', mine: true });
    expect((await t.call('DELETE', `/api/post/${id}/comments/${commentId}`, editor)).status).toBe(204);
    expect((await t.call('DELETE', `/api/post/${id}/comments/${lpComment.body.comment.id}`, editor)).status).toBe(204);
  });
});

describe('reports and moderation', () => {
  it('a report reaches the queue; an administrator removes the post and the author is told why', async () => {
    const made = await post(w.gp, { text: 'Guaranteed 40% returns, DM me', tag: 'Fundraising', visibility: 'Public' });
    const id = made.body.post.id;
    const reporter = as(w.lp.owner, w.lp.profile);
    expect((await t.call('POST', `/api/post/${id}/report`, { ...reporter, body: { reason: 'Nope' } })).status).toBe(422);
    expect(
      (await t.call('POST', `/api/post/${id}/report`, { ...reporter, body: { reason: 'Misleading', details: 'Promises returns' } })).status,
    ).toBe(201);
    expect((await t.call('POST', `/api/post/${id}/report`, { ...reporter, body: { reason: 'Spam' } })).status).toBe(409);
    expect((await t.call('POST', `/api/post/${id}/report`, { ...as(w.gp.owner, w.gp.profile), body: { reason: 'Spam' } })).status).toBe(
      400,
    );

    const admin = await createUser(t, { admin: true });
    expect((await t.call('GET', '/api/post/moderation', as(w.lp.owner))).status).toBe(403);
    const queue = await t.call('GET', '/api/post/moderation', as(admin));
    expect(queue.status).toBe(200);
    expect(v.is(moderationListReply, queue.body)).toBe(true);
    const item = queue.body.items.find((entry: { post: { id: string } }) => entry.post.id === id);
    expect(item.reports[0]).toMatchObject({ reason: 'Misleading', details: 'Promises returns' });

    expect((await t.call('POST', `/api/post/${id}/remove`, { ...as(admin), body: { reason: '' } })).status).toBe(422);
    const removed = await t.call('POST', `/api/post/${id}/remove`, { ...as(admin), body: { reason: 'Promises returns (misleading)' } });
    expect(removed.body).toEqual({ postId: id, status: 'removed' });
    expect((await t.lastMail(w.gp.owner.email, 'post-removed'))?.text).toContain('Promises returns (misleading)');
    expect((await t.call('GET', `/api/post/${id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/post/${id}`, reporter)).status).toBe(404);
    const own = await t.call('GET', `/api/post/${id}`, as(w.gp.owner, w.gp.profile));
    expect(own.body.post.removal.reason).toBe('Promises returns (misleading)');
    const resolved = await t.call('GET', '/api/post/moderation?status=resolved', as(admin));
    expect(resolved.body.items.some((entry: { post: { id: string } }) => entry.post.id === id)).toBe(true);

    // Dismiss: the post stays.
    const other = await post(w.gp, { text: 'Our team at SuperReturn', tag: 'Traveling', visibility: 'Public' });
    await t.call('POST', `/api/post/${other.body.post.id}/report`, { ...reporter, body: { reason: 'Other' } });
    expect((await t.call('POST', `/api/post/${other.body.post.id}/dismiss`, as(admin))).body.status).toBe('dismissed');
    expect((await t.call('GET', `/api/post/${other.body.post.id}`)).status).toBe(200);
    expect((await t.call('POST', '/api/post/00000000-0000-4000-8000-000000000000/dismiss', as(admin))).status).toBe(404);

    // The feed-activity log has it all.
    const log = await t.call('GET', `/api/feed-activity?postId=${id}`, as(admin));
    expect(v.is(feedActivityListReply, log.body)).toBe(true);
    expect(log.body.items.map((entry: { action: string }) => entry.action)).toEqual(['postRemoved', 'postReported', 'postCreated']);
  });
});

describe('feed-activity routes', () => {
  it('administrators only: list, upsert, read, delete', async () => {
    const admin = await createUser(t, { admin: true });
    expect((await t.call('GET', '/api/feed-activity')).status).toBe(401);
    expect((await t.call('GET', '/api/feed-activity', as(w.gp.owner, w.gp.profile))).status).toBe(403);
    const created = await t.call('POST', '/api/feed-activity', {
      ...as(admin),
      body: { action: 'note', profileId: w.gp.profile.id, note: 'Checked' },
    });
    expect(created.status).toBe(201);
    const id = created.body.activity.id;
    const updated = await t.call('POST', '/api/feed-activity', { ...as(admin), body: { id, action: 'note', note: 'Checked twice' } });
    expect(updated.status).toBe(200);
    expect(updated.body.activity.note).toBe('Checked twice');
    expect((await t.call('GET', `/api/feed-activity/${id}`, as(admin))).body.activity.profileName).toBe('Northwind Ventures');
    const byProfile = await t.call('GET', `/api/feed-activity?profileId=${w.gp.profile.id}&action=note`, as(admin));
    expect(byProfile.body.total).toBe(1);
    expect((await t.call('POST', '/api/feed-activity', { ...as(admin), body: { action: 'bogus' } })).status).toBe(422);
    expect((await t.call('DELETE', `/api/feed-activity/${id}`, as(admin))).status).toBe(204);
    expect((await t.call('GET', `/api/feed-activity/${id}`, as(admin))).status).toBe(404);
    expect((await t.call('DELETE', `/api/feed-activity/${id}`, as(admin))).status).toBe(404);
  });

  it('answers an unknown id or profile in the body with 422 on that field (issue 31.6)', async () => {
    const admin = await createUser(t, { admin: true });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const update = await t.call('POST', '/api/feed-activity', { ...as(admin), body: { id: unknown, action: 'note', note: 'x' } });
    expect(update.status).toBe(422);
    expect(update.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', errors: { id: ['This activity does not exist.'] } });
    const create = await t.call('POST', '/api/feed-activity', { ...as(admin), body: { action: 'note', profileId: unknown, note: 'x' } });
    expect(create.status).toBe(422);
    expect(create.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', errors: { profileId: ['This profile does not exist.'] } });
  });
});

describe('feed updates notifications', () => {
  it('followers who chose feed updates immediately are mailed a new post they may read', async () => {
    const author = await actor(t, { type: 'fund' });
    const lpFollower = await actor(t, { type: 'investor' });
    const spFollower = await actor(t, { type: 'serviceProvider' });
    await follow(lpFollower, author);
    await follow(spFollower, author);
    for (const f of [lpFollower, spFollower]) {
      await t.database.db
        .insert(profileNotificationPreferences)
        .values({ profileId: f.profile.id, userId: f.owner.id, option: 'feedUpdates', frequency: 'immediately' });
    }
    await post(author, { text: 'Final close reached', tag: 'Fundraising', visibility: 'LPOnly' });
    expect((await t.lastMail(lpFollower.owner.email, 'notification-feed-update'))?.text).toContain('Final close reached');
    expect(await t.lastMail(spFollower.owner.email, 'notification-feed-update')).toBeFalsy();
  });
});
