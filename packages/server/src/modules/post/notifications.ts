import type { FastifyBaseLogger } from 'fastify';
import { postTagLabels, type PostTag } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { recipientsFor } from '../profile-notifications';
import { followerIdsToNotify } from '../profile-subscriber';
import { findProfile, memberContacts } from '../profiles';
import type { PostRow } from './tables';

/**
 * "Feed updates" notifications (profile-notifications' option feedUpdates, sent immediately to the members who chose
 * it) and the moderation mail to the author. A mail failure is logged and never fails the action.
 */

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

export const FEED_UPDATE_TEMPLATE = 'notification-feed-update';
export const COMMENT_TEMPLATE = 'notification-feed-comment';
export const POST_REMOVED_TEMPLATE = 'post-removed';

/** Followers told at once about one post, at most (a larger audience is the job queue's: README "left undone"). */
const MAX_FOLLOWERS_MAILED = 500;

const footer = (appUrl: string) =>
  `\n\nYou receive this e-mail because of your notification settings for this profile. Change them here:\n${appUrl}/settings/notifications\n\nThe Fundnet team`;

const excerpt = (value: string) => (value.length > 280 ? `${value.slice(0, 279)}…` : value);

async function profileName(deps: Deps, id: string) {
  const row = await findProfile(deps.db, id, { withDeleted: true });
  return row ? { name: row.name, type: row.type } : null;
}

/**
 * A new post: the followers that may read it (Public and FollowersOnly: every follower whose follow notifications
 * are 'all'; LPOnly: investor followers only; ProfileAccessOnly: none, the people with access are not a follower
 * list) mail their members who get feed updates immediately.
 */
export async function notifyFollowersOfPost(deps: Deps, post: PostRow, log?: FastifyBaseLogger): Promise<number> {
  try {
    if (post.visibility === 'ProfileAccessOnly') return 0;
    const author = await profileName(deps, post.authorProfileId);
    if (!author) return 0;
    const followers = (
      await followerIdsToNotify(deps.db, post.authorProfileId, {
        notifications: 'all',
        type: post.visibility === 'LPOnly' ? 'investor' : undefined,
        limit: MAX_FOLLOWERS_MAILED,
      })
    ).map((id) => ({ id }));
    const link = `${deps.config.appUrl}/feed?post=${post.id}`;
    let sent = 0;
    const mailed = new Set<string>();
    for (const follower of followers) {
      for (const to of await recipientsFor(deps.db, follower.id, 'feedUpdates')) {
        if (mailed.has(to)) continue;
        mailed.add(to);
        await deps.mailer.send({
          to,
          template: FEED_UPDATE_TEMPLATE,
          subject: `${author.name} posted: ${postTagLabels[post.tag as PostTag] ?? post.tag}`,
          text: `Hello,\n\n${author.name} posted on Fundnet:\n\n${excerpt(post.text)}\n\nRead it in your feed:\n${link}${footer(deps.config.appUrl)}`,
          data: { profileName: author.name, link, postId: post.id },
        });
        sent += 1;
      }
    }
    return sent;
  } catch (error) {
    log?.error({ err: error, postId: post.id }, 'feed-update notification failed');
    return 0;
  }
}

/** A comment on a profile's post: its members who get feed updates immediately (never the commenter). */
export async function notifyAuthorOfComment(
  deps: Deps,
  input: { post: PostRow; commenterProfileId: string; text: string },
  log?: FastifyBaseLogger,
): Promise<number> {
  try {
    const commenter = await profileName(deps, input.commenterProfileId);
    if (!commenter) return 0;
    const link = `${deps.config.appUrl}/feed?post=${input.post.id}`;
    const recipients = await recipientsFor(deps.db, input.post.authorProfileId, 'feedUpdates');
    for (const to of recipients) {
      await deps.mailer.send({
        to,
        template: COMMENT_TEMPLATE,
        subject: `${commenter.name} commented on your post`,
        text: `Hello,\n\n${commenter.name} commented on your post:\n\n${excerpt(input.text)}\n\nSee the conversation:\n${link}${footer(deps.config.appUrl)}`,
        data: { commenterName: commenter.name, link, postId: input.post.id },
      });
    }
    return recipients.length;
  } catch (error) {
    log?.error({ err: error, postId: input.post.id }, 'comment notification failed');
    return 0;
  }
}

/**
 * An administrator removed a post: every member of the profile that posted is told why (a moderation decision, not
 * a preference: no opt-out), except a member who is the administrator.
 */
export async function notifyAuthorOfRemoval(
  deps: Deps,
  input: { post: PostRow; reason: string; adminUserId: string },
  log?: FastifyBaseLogger,
): Promise<number> {
  try {
    const author = await profileName(deps, input.post.authorProfileId);
    if (!author) return 0;
    const rows = await memberContacts(deps.db, input.post.authorProfileId, { except: input.adminUserId });
    for (const { email } of rows) {
      await deps.mailer.send({
        to: email,
        template: POST_REMOVED_TEMPLATE,
        subject: `A post of ${author.name} was removed`,
        text:
          `Hello,\n\nAn administrator removed this post of ${author.name} from the Fundnet feed:\n\n${excerpt(input.post.text)}\n\n` +
          `Reason: ${input.reason}\n\nIf you think this is a mistake, reply through the contact form:\n${deps.config.appUrl}/contact\n\nThe Fundnet team`,
        data: { profileName: author.name, reason: input.reason, postId: input.post.id },
      });
    }
    return rows.length;
  } catch (error) {
    log?.error({ err: error, postId: input.post.id }, 'post-removed notification failed');
    return 0;
  }
}
