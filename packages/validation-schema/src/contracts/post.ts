import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { messages } from '../messages';
import { formObject } from '../rules/object';
import { type PostTag, type PostVisibility, postTagSchema, postTags, postVisibilities, postVisibilitySchema } from '../enums/posts';
import { socialProfileCardSchema } from './follow';

/**
 * Contract of the post family (api/post) and the feed it feeds. The spec gives "post: CRUD, like, hide, report,
 * comments", the 11 tags and the 4 visibilities (forms §3); paths and payloads are "not shown", so this is our
 * design (packages/server/src/modules/post/README.md):
 *
 * - POST post { text, tag, visibility }: the active profile posts (editor role and up).
 * - GET post?cursor=&take=&tag=&profileType=&profileId=: the feed, newest first, keyset paging (`nextCursor`).
 *   Anyone, signed out too (then Public posts only). Visibility is enforced for every reader.
 * - GET post/{id}, PUT post/{id}, DELETE post/{id}.
 * - POST/DELETE post/{id}/like, POST/DELETE post/{id}/hide, POST post/{id}/report { reason, details }.
 * - GET/POST post/{id}/comments, PUT/DELETE post/{id}/comments/{commentId}.
 * - GET post/audience?visibility=: how many would see a post ("who will see this", before posting).
 * - Administrators: GET post/moderation (the report queue), POST post/{id}/remove { reason }, POST post/{id}/dismiss.
 */

/** Labels for the screens (not in spec: the spec lists the values only). */
export const postTagLabels: Readonly<Record<PostTag, string>> = {
  Investments: 'Investments',
  News: 'News',
  PortfolioUpdate: 'Portfolio update',
  Insights: 'Insights',
  ClientUpdate: 'Client update',
  Fundraising: 'Fundraising',
  PerformanceUpdate: 'Performance update',
  Traveling: 'Traveling',
  Event: 'Event',
  CCReminder: 'CC reminder',
  Other: 'Other',
};

export const postVisibilityLabels: Readonly<Record<PostVisibility, string>> = {
  Public: 'Public',
  FollowersOnly: 'Followers only',
  ProfileAccessOnly: 'Profile access only',
  LPOnly: 'LPs only',
};

/** Why a reader reports a post (our list). */
export const postReportReasons = ['Spam', 'Misleading', 'Offensive', 'Confidential', 'Other'] as const;
export type PostReportReason = (typeof postReportReasons)[number];
export const postReportReasonLabels: Readonly<Record<PostReportReason, string>> = {
  Spam: 'Spam or advertising',
  Misleading: 'Misleading or false information',
  Offensive: 'Offensive or abusive',
  Confidential: 'Shares confidential information',
  Other: 'Something else',
};

export const POST_TEXT_MAX = 5000;
export const COMMENT_TEXT_MAX = 2000;
export const REPORT_DETAILS_MAX = 1000;
export const REMOVAL_REASON_MAX = 1000;

export const postMessages = {
  textRequired: 'Text is required', // not in spec
  textTooLong: `Text can be at most ${POST_TEXT_MAX} characters`, // not in spec
  commentRequired: 'Comment is required', // not in spec
  commentTooLong: `Comment can be at most ${COMMENT_TEXT_MAX} characters`, // not in spec
  tagRequired: 'Tag is required', // not in spec
  visibilityRequired: 'Visibility is required', // not in spec
  invalidProfileType: 'Select a valid profile type', // not in spec
  invalidId: 'Id is not valid', // not in spec
  invalidCursor: 'Cursor is not valid', // not in spec
  reasonRequired: 'Reason is required', // not in spec
  invalidReason: 'Select a valid reason', // not in spec
  detailsTooLong: `Details can be at most ${REPORT_DETAILS_MAX} characters`, // not in spec
  removalReasonRequired: 'Reason is required', // not in spec
  removalReasonTooLong: `Reason can be at most ${REMOVAL_REASON_MAX} characters`, // not in spec
  postNotFound: 'This post does not exist.', // not in spec
  commentNotFound: 'This comment does not exist.', // not in spec
  notYourPost: 'Only the profile that posted can change this post.', // not in spec
  notYourComment: 'Only the author can change this comment.', // not in spec
  reportNotFound: 'This report does not exist.', // not in spec
  alreadyReported: 'You already reported this post.', // not in spec
  ownPost: 'You cannot report your own post.', // not in spec
  profileRequired: 'Choose a profile to act as.', // not in spec
} as const;

const id = v.pipe(v.string(postMessages.invalidId), v.trim(), v.uuid(postMessages.invalidId));
const isoDate = v.string();

const postText = v.pipe(
  v.string(postMessages.textRequired),
  v.trim(),
  v.nonEmpty(postMessages.textRequired),
  v.maxLength(POST_TEXT_MAX, postMessages.textTooLong),
);
const commentText = v.pipe(
  v.string(postMessages.commentRequired),
  v.trim(),
  v.nonEmpty(postMessages.commentRequired),
  v.maxLength(COMMENT_TEXT_MAX, postMessages.commentTooLong),
);

// ---------------------------------------------------------------- requests

/** POST post: the composer. */
export const createPostBody = formObject({
  text: postText,
  tag: v.picklist(postTags, postMessages.tagRequired),
  visibility: v.picklist(postVisibilities, postMessages.visibilityRequired),
});
export type CreatePostInput = v.InferInput<typeof createPostBody>;

/** PUT post/{id}: any of the three. */
export const updatePostBody = formObject({
  text: v.optional(postText),
  tag: v.optional(postTagSchema),
  visibility: v.optional(postVisibilitySchema),
});
export type UpdatePostInput = v.InferInput<typeof updatePostBody>;

export const postIdParams = v.object({ id });
export const commentIdParams = v.object({ commentId: id });

/** take: a page-size option (default 10). */
const takeQuery = v.pipe(
  v.optional(v.string(), String(DEFAULT_PAGE_SIZE)),
  v.transform((value) => Number(value)),
  v.picklist(PAGE_SIZE_OPTIONS, messages.invalidPageSize),
);

/** An opaque keyset cursor (base64url of "<ISO time>|<id>"); blank = the first page. */
const cursorQuery = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.maxLength(120, postMessages.invalidCursor),
  v.regex(/^[A-Za-z0-9_-]*$/, postMessages.invalidCursor),
  v.transform((value) => value || null),
);

/** GET post: the feed. */
export const feedQuery = v.object({
  cursor: cursorQuery,
  take: takeQuery,
  tag: v.optional(postTagSchema),
  profileType: v.optional(v.picklist(['fund', 'investor', 'serviceProvider'] as const, postMessages.invalidProfileType)),
  /** One profile's posts only (its page), still under the visibility rules. */
  profileId: v.optional(id),
});
export type FeedQuery = v.InferInput<typeof feedQuery>;

export const commentListQuery = v.object({ cursor: cursorQuery, take: takeQuery });
export type CommentListQuery = v.InferInput<typeof commentListQuery>;

export const audienceQuery = v.object({ visibility: v.picklist(postVisibilities, postMessages.visibilityRequired) });

export const commentBody = formObject({ text: commentText });
export type CommentInput = v.InferInput<typeof commentBody>;

export const reportPostBody = formObject({
  reason: v.picklist(postReportReasons, postMessages.reasonRequired),
  details: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REPORT_DETAILS_MAX, postMessages.detailsTooLong)), ''),
});
export type ReportPostInput = v.InferInput<typeof reportPostBody>;

export const removePostBody = formObject({
  reason: v.pipe(
    v.string(postMessages.removalReasonRequired),
    v.trim(),
    v.nonEmpty(postMessages.removalReasonRequired),
    v.maxLength(REMOVAL_REASON_MAX, postMessages.removalReasonTooLong),
  ),
});
export type RemovePostInput = v.InferInput<typeof removePostBody>;

export const moderationQuery = v.object({
  status: v.optional(v.picklist(['open', 'resolved'] as const, messages.invalidInput), 'open'),
  cursor: cursorQuery,
  take: takeQuery,
});
export type ModerationQuery = v.InferInput<typeof moderationQuery>;

// ---------------------------------------------------------------- replies

export const linkPreviewSchema = v.object({
  url: v.string(),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  image: v.nullable(v.string()),
  siteName: v.nullable(v.string()),
});
export type LinkPreview = v.InferOutput<typeof linkPreviewSchema>;

export const postSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  author: socialProfileCardSchema,
  text: v.string(),
  tag: postTagSchema,
  visibility: postVisibilitySchema,
  linkPreview: v.nullable(linkPreviewSchema),
  likeCount: v.number(),
  commentCount: v.number(),
  likedByMe: v.boolean(),
  hiddenByMe: v.boolean(),
  /** The reader acts for the profile that posted (editor role and up): may edit and delete. */
  mine: v.boolean(),
  /** Set when an administrator removed the post (only the author's members still read it). */
  removal: v.nullable(v.object({ reason: v.string(), removedAt: isoDate })),
  createdAt: isoDate,
  updatedAt: isoDate,
  editedAt: v.nullable(isoDate),
});
export type Post = v.InferOutput<typeof postSchema>;

export const feedReply = v.object({
  items: v.array(postSchema),
  nextCursor: v.nullable(v.string()),
});
export type FeedReply = v.InferOutput<typeof feedReply>;

export const postReply = v.object({ post: postSchema });
export type PostReply = v.InferOutput<typeof postReply>;

export const likeReply = v.object({ postId: v.string(), liked: v.boolean(), likeCount: v.number() });
export type LikeReply = v.InferOutput<typeof likeReply>;

export const hideReply = v.object({ postId: v.string(), hidden: v.boolean() });
export type HideReply = v.InferOutput<typeof hideReply>;

export const reportReply = v.object({ reportId: v.string(), postId: v.string() });
export type ReportReply = v.InferOutput<typeof reportReply>;

export const commentSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  postId: v.pipe(v.string(), v.uuid()),
  author: socialProfileCardSchema,
  text: v.string(),
  /** The reader acts for the profile that commented (editor role and up; a viewer reads): may edit and delete. */
  mine: v.boolean(),
  createdAt: isoDate,
  editedAt: v.nullable(isoDate),
});
export type PostComment = v.InferOutput<typeof commentSchema>;

export const commentReply = v.object({ comment: commentSchema, commentCount: v.number() });
export type CommentReply = v.InferOutput<typeof commentReply>;

export const commentListReply = v.object({
  items: v.array(commentSchema),
  nextCursor: v.nullable(v.string()),
  total: v.number(),
});
export type CommentList = v.InferOutput<typeof commentListReply>;

export const audienceReply = v.object({
  visibility: postVisibilitySchema,
  /** Profiles that would see the post (Public: every live profile). */
  profiles: v.number(),
  /** People signed in with access (members, accepted invitations) for ProfileAccessOnly; 0 otherwise. */
  people: v.number(),
  /** Active share links whose visitors would see it (ProfileAccessOnly); 0 otherwise. */
  shareLinks: v.number(),
  signedOutVisitors: v.boolean(),
  summary: v.string(),
});
export type AudienceReply = v.InferOutput<typeof audienceReply>;

export const moderationReportSchema = v.object({
  id: v.string(),
  reason: v.picklist(postReportReasons),
  details: v.string(),
  reporter: v.nullable(socialProfileCardSchema),
  createdAt: isoDate,
});

export const moderationItemSchema = v.object({
  post: postSchema,
  status: v.picklist(['open', 'resolved'] as const),
  reports: v.array(moderationReportSchema),
  reportCount: v.number(),
  lastReportedAt: isoDate,
});
export type ModerationItem = v.InferOutput<typeof moderationItemSchema>;

export const moderationListReply = v.object({
  items: v.array(moderationItemSchema),
  nextCursor: v.nullable(v.string()),
  openCount: v.number(),
});
export type ModerationList = v.InferOutput<typeof moderationListReply>;

export const moderationDecisionReply = v.object({ postId: v.string(), status: v.picklist(['removed', 'dismissed'] as const) });
export type ModerationDecision = v.InferOutput<typeof moderationDecisionReply>;
