export { addComment, type CommentInput, useAddComment } from './add-comment';
export { createPost, type CreatePostInput, useCreatePost } from './create-post';
export { deleteComment, useDeleteComment } from './delete-comment';
export { deletePost, useDeletePost } from './delete-post';
export { dismissPostReports, useDismissPostReports } from './dismiss-post-reports';
export { editComment, useEditComment } from './edit-comment';
export { audienceQueryOptions, getAudience, useAudience } from './get-audience';
export { getComments, useComments } from './get-comments';
export { getFeedActivity, useFeedActivity } from './get-feed-activity';
export {
  type AudienceReply,
  type CommentList,
  type FeedActivityList,
  type FeedQuery,
  feedQueryOptions,
  type FeedReply,
  getFeed,
  type ModerationList,
  type PostReply,
  useFeed,
} from './get-feed';
export { getModerationQueue, useModerationQueue } from './get-moderation-queue';
export { getPost, usePost } from './get-post';
export { hidePost, useHidePost } from './hide-post';
export { feedActivityKeys, postKeys } from './keys';
export { likePost, useLikePost } from './like-post';
export { type ModerationDecision, removePostAsAdmin, type RemovePostInput, useRemovePostAsAdmin } from './remove-post-as-admin';
export { reportPost, type ReportPostInput, useReportPost } from './report-post';
export { type HideReply, unhidePost } from './unhide-post';
export { type LikeReply, unlikePost } from './unlike-post';
export { updatePost, type UpdatePostInput, useUpdatePost } from './update-post';
