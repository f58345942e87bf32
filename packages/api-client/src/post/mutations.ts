// Writes of api/post (as the active profile; moderation as an administrator).
import type {
  CommentInput,
  CommentReply,
  CreatePostInput,
  HideReply,
  LikeReply,
  ModerationDecision,
  PostReply,
  RemovePostInput,
  ReportPostInput,
  ReportReply,
  UpdatePostInput,
} from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export type { CommentInput, CreatePostInput, HideReply, LikeReply, ModerationDecision, RemovePostInput, ReportPostInput, UpdatePostInput };

type Profile = ActiveProfile;

export const postCalls = {
  create: (p: Profile, input: CreatePostInput) => apiClient.post<PostReply>('api/post', { profile: p, json: input }),
  update: (p: Profile, id: string, input: UpdatePostInput) => apiClient.put<PostReply>(`api/post/${id}`, { profile: p, json: input }),
  remove: (p: Profile, id: string) => apiClient.delete<void>(`api/post/${id}`, { profile: p }),
  like: (p: Profile, id: string, liked: boolean) =>
    liked
      ? apiClient.post<LikeReply>(`api/post/${id}/like`, { profile: p })
      : apiClient.delete<LikeReply>(`api/post/${id}/like`, { profile: p }),
  hide: (p: Profile, id: string, hidden: boolean) =>
    hidden
      ? apiClient.post<HideReply>(`api/post/${id}/hide`, { profile: p })
      : apiClient.delete<HideReply>(`api/post/${id}/hide`, { profile: p }),
  report: (p: Profile, id: string, input: ReportPostInput) =>
    apiClient.post<ReportReply>(`api/post/${id}/report`, { profile: p, json: input }),
  comment: (p: Profile, id: string, input: CommentInput) =>
    apiClient.post<CommentReply>(`api/post/${id}/comments`, { profile: p, json: input }),
  editComment: (p: Profile, postId: string, commentId: string, input: CommentInput) =>
    apiClient.put<CommentReply>(`api/post/${postId}/comments/${commentId}`, { profile: p, json: input }),
  deleteComment: (p: Profile, postId: string, commentId: string) =>
    apiClient.delete<void>(`api/post/${postId}/comments/${commentId}`, { profile: p }),
  /** Administrators. */
  removeAsAdmin: (id: string, input: RemovePostInput) =>
    apiClient.post<ModerationDecision>(`api/post/${id}/remove`, { profile: false, json: input }),
  dismissReports: (id: string) => apiClient.post<ModerationDecision>(`api/post/${id}/dismiss`, { profile: false }),
};

/** Any post write; then everything the family shows is read again (feed, post, comments, queue, activity). */
export function usePostMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
    },
  });
}
