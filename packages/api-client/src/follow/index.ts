export { type AutomaticFollowInput, type AutomaticFollowReply, automaticFollow, useAutomaticFollow } from './automatic-follow';
export { type FollowProfileInput, type FollowReply, followProfile, useFollowProfile } from './follow-profile';
export {
  type FollowEntry,
  type FollowList,
  type FollowListName,
  type FollowListQuery,
  followsQueryOptions,
  getFollows,
  searchParamsOf,
  useFollows,
} from './get-follows';
export { getIFollow, type IFollowReply, iFollowQueryOptions, useIFollow } from './get-i-follow';
export { invalidateSocialQueries, socialQueryFamilies } from './invalidate-social';
export { followKeys } from './keys';
export { removeFollower, useRemoveFollower } from './remove-follower';
export { unfollowProfile, useUnfollowProfile } from './unfollow-profile';
export { type UpdateFollowInput, updateFollow, useUpdateFollow } from './update-follow';
