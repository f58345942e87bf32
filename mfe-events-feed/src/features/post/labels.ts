import {
  type PostReportReason,
  type PostTag,
  type PostVisibility,
  postReportReasonLabels,
  postReportReasons,
  postTagLabels,
  postTags,
  postVisibilities,
  postVisibilityLabels,
} from '@fundnet/validation-schema';

export const tagOptions = postTags.map((value: PostTag) => ({ value, label: postTagLabels[value] }));
export const visibilityOptions = postVisibilities.map((value: PostVisibility) => ({ value, label: postVisibilityLabels[value] }));
export const reasonOptions = postReportReasons.map((value: PostReportReason) => ({ value, label: postReportReasonLabels[value] }));

export const visibilityHelp: Readonly<Record<PostVisibility, string>> = {
  Public: 'Anyone, signed out too',
  FollowersOnly: 'Profiles that follow you',
  ProfileAccessOnly: 'Your team, accepted invitations and share-link visitors',
  LPOnly: 'Investor (LP) profiles only',
};

export const profileTypeLabels = { fund: 'Fund (GP)', investor: 'Investor (LP)', serviceProvider: 'Service provider' } as const;

/** "3 min ago", "2 h ago", else the date. */
export function when(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)} d ago`;
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
