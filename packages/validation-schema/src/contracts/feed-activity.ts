import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { messages } from '../messages';
import { formObject } from '../rules/object';

/**
 * Contract of the feed-activity family (api/feed-activity): the log of feed actions (posted, edited, liked,
 * commented, reported, removed...) that notifications and the administrators' activity view read. The spec gives
 * "GET list, POST upsert, GET and DELETE {id}" (§7, with content and fund-manager): an administrators' family.
 * The post module writes the entries itself; POST upsert lets an administrator add or correct one (a note).
 */

export const feedActivityActions = [
  'postCreated',
  'postUpdated',
  'postDeleted',
  'postLiked',
  'postCommented',
  'postReported',
  'postRemoved',
  'reportDismissed',
  'note',
] as const;
export type FeedActivityAction = (typeof feedActivityActions)[number];

export const FEED_ACTIVITY_NOTE_MAX = 1000;

export const feedActivityMessages = {
  invalidId: 'Id is not valid', // not in spec
  actionRequired: 'Action is required', // not in spec
  invalidAction: 'Select a valid action', // not in spec
  noteTooLong: `Note can be at most ${FEED_ACTIVITY_NOTE_MAX} characters`, // not in spec
  notFound: 'This activity does not exist.', // not in spec
} as const;

const id = v.pipe(v.string(feedActivityMessages.invalidId), v.trim(), v.uuid(feedActivityMessages.invalidId));

export const feedActivityIdParams = v.object({ id });

export const feedActivityListQuery = v.object({
  skip: v.pipe(
    v.optional(v.string(), '0'),
    v.transform((value) => Number(value)),
    v.number(messages.invalidInput),
    v.integer(messages.invalidInput),
    v.minValue(0, messages.invalidInput),
  ),
  take: v.pipe(
    v.optional(v.string(), String(DEFAULT_PAGE_SIZE)),
    v.transform((value) => Number(value)),
    v.picklist(PAGE_SIZE_OPTIONS, messages.invalidPageSize),
  ),
  action: v.optional(v.picklist(feedActivityActions, feedActivityMessages.invalidAction)),
  profileId: v.optional(id),
  postId: v.optional(id),
});
export type FeedActivityListQuery = v.InferInput<typeof feedActivityListQuery>;

export const upsertFeedActivityBody = formObject({
  /** Present: update that entry (404 when unknown); absent: a new entry. */
  id: v.optional(id),
  action: v.picklist(feedActivityActions, feedActivityMessages.actionRequired),
  profileId: v.optional(v.nullable(id)),
  postId: v.optional(v.nullable(id)),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(FEED_ACTIVITY_NOTE_MAX, feedActivityMessages.noteTooLong)), ''),
});
export type UpsertFeedActivityInput = v.InferInput<typeof upsertFeedActivityBody>;

export const feedActivitySchema = v.object({
  id: v.string(),
  action: v.picklist(feedActivityActions),
  /** The profile that acted (null: an administrator, or a profile since deleted). */
  profileId: v.nullable(v.string()),
  profileName: v.nullable(v.string()),
  /** The profile the action was about (the post's author), when another one. */
  targetProfileId: v.nullable(v.string()),
  postId: v.nullable(v.string()),
  commentId: v.nullable(v.string()),
  userId: v.nullable(v.string()),
  note: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type FeedActivity = v.InferOutput<typeof feedActivitySchema>;

export const feedActivityReply = v.object({ activity: feedActivitySchema });
export const feedActivityListReply = v.object({
  items: v.array(feedActivitySchema),
  total: v.number(),
  skip: v.number(),
  take: v.number(),
});
export type FeedActivityList = v.InferOutput<typeof feedActivityListReply>;
