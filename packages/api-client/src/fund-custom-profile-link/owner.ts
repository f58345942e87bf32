// The fund's side of api/fund-custom-profile-link: create, list, one link, edit, (de)activate, invite, visits, preview.
import type {
  CreateShareLinkInput,
  ScopedProfile,
  ShareLink,
  ShareLinkStatus,
  ShareLinkVisit,
  ShareScopeOptions,
  ShareScopeResource,
} from '@fundnet/validation-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig, QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { shareLinkKeys } from './keys';

export type { CreateShareLinkInput, ScopedProfile, ShareLink, ShareLinkStatus, ShareLinkVisit, ShareScopeOptions, ShareScopeResource };
/** The body as the form sends it (before the contract's defaults). */
export type ShareLinkInput = Omit<CreateShareLinkInput, 'permissions'> & { permissions?: CreateShareLinkInput['permissions'] };

export function getShareLinks(profile: ActiveProfile, options?: ApiCallOptions): Promise<{ items: ShareLink[] }> {
  return apiClient.get(`api/fund-custom-profile-link/list`, { ...options, profile });
}
export const shareLinksQueryOptions = (profile: ActiveProfile) =>
  queryOptions({ queryKey: shareLinkKeys.scoped(profile, 'list'), queryFn: ({ signal }) => getShareLinks(profile, { signal }) });
export function useShareLinks(profile: ActiveProfile, config?: QueryConfig<typeof shareLinksQueryOptions>) {
  return useQuery({ ...shareLinksQueryOptions(profile), ...config });
}

/** The fund's track records and data rooms a link can include in its scope. */
export function getShareScopeOptions(profile: ActiveProfile, options?: ApiCallOptions): Promise<ShareScopeOptions> {
  return apiClient.get(`api/fund-custom-profile-link/scope-options`, { ...options, profile });
}
export const shareScopeOptionsQueryOptions = (profile: ActiveProfile) =>
  queryOptions({
    queryKey: shareLinkKeys.scoped(profile, 'scope-options'),
    queryFn: ({ signal }) => getShareScopeOptions(profile, { signal }),
  });
export function useShareScopeOptions(profile: ActiveProfile, config?: QueryConfig<typeof shareScopeOptionsQueryOptions>) {
  return useQuery({ ...shareScopeOptionsQueryOptions(profile), ...config });
}

export function getShareLink(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<ShareLink> {
  return apiClient.get(`api/fund-custom-profile-link/link/${encodeURIComponent(id)}`, { ...options, profile });
}
export const shareLinkQueryOptions = (profile: ActiveProfile, id: string) =>
  queryOptions({ queryKey: shareLinkKeys.scoped(profile, 'link', id), queryFn: ({ signal }) => getShareLink(profile, id, { signal }) });
export function useShareLink(profile: ActiveProfile, id: string, config?: QueryConfig<typeof shareLinkQueryOptions>) {
  return useQuery({ ...shareLinkQueryOptions(profile, id), ...config });
}

export function getShareLinkVisits(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<{ items: ShareLinkVisit[] }> {
  return apiClient.get(`api/fund-custom-profile-link/visits/${encodeURIComponent(id)}`, { ...options, profile });
}
export const shareLinkVisitsQueryOptions = (profile: ActiveProfile, id: string) =>
  queryOptions({
    queryKey: shareLinkKeys.scoped(profile, 'visits', id),
    queryFn: ({ signal }) => getShareLinkVisits(profile, id, { signal }),
  });
export function useShareLinkVisits(profile: ActiveProfile, id: string, config?: QueryConfig<typeof shareLinkVisitsQueryOptions>) {
  return useQuery({ ...shareLinkVisitsQueryOptions(profile, id), ...config });
}

export function previewShareLink(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<ScopedProfile> {
  return apiClient.get(`api/fund-custom-profile-link/preview/${encodeURIComponent(id)}`, { ...options, profile });
}
export const shareLinkPreviewQueryOptions = (profile: ActiveProfile, id: string) =>
  queryOptions({
    queryKey: shareLinkKeys.scoped(profile, 'preview', id),
    queryFn: ({ signal }) => previewShareLink(profile, id, { signal }),
  });
export function useShareLinkPreview(profile: ActiveProfile, id: string, config?: QueryConfig<typeof shareLinkPreviewQueryOptions>) {
  return useQuery({ ...shareLinkPreviewQueryOptions(profile, id), ...config });
}

function useInvalidating<TInput, TReply>(
  fn: (input: TInput) => Promise<TReply>,
  config?: MutationConfig<(input: TInput) => Promise<TReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: fn as (input: TInput) => Promise<Awaited<TReply>>,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: shareLinkKeys.all });
      await onSuccess?.(...args);
    },
  });
}

export function createShareLink(profile: ActiveProfile, input: ShareLinkInput, options?: ApiCallOptions): Promise<ShareLink> {
  return apiClient.post(`api/fund-custom-profile-link/create`, { ...options, profile, json: input });
}
export const useCreateShareLink = (profile: ActiveProfile, config?: MutationConfig<(input: ShareLinkInput) => Promise<ShareLink>>) =>
  useInvalidating((input: ShareLinkInput) => createShareLink(profile, input), config);

export type EditShareLinkInput = ShareLinkInput & { id: string };
export function editShareLink(profile: ActiveProfile, { id, ...input }: EditShareLinkInput, options?: ApiCallOptions): Promise<ShareLink> {
  return apiClient.put(`api/fund-custom-profile-link/edit-scope/${encodeURIComponent(id)}`, { ...options, profile, json: input });
}
export const useEditShareLink = (profile: ActiveProfile, config?: MutationConfig<(input: EditShareLinkInput) => Promise<ShareLink>>) =>
  useInvalidating((input: EditShareLinkInput) => editShareLink(profile, input), config);

export type SetShareLinkStatusInput = { id: string; status: ShareLinkStatus };
export function setShareLinkStatus(
  profile: ActiveProfile,
  { id, status }: SetShareLinkStatusInput,
  options?: ApiCallOptions,
): Promise<ShareLink> {
  return apiClient.patch(`api/fund-custom-profile-link/activate/${encodeURIComponent(id)}`, { ...options, profile, json: { status } });
}
export const useSetShareLinkStatus = (
  profile: ActiveProfile,
  config?: MutationConfig<(input: SetShareLinkStatusInput) => Promise<ShareLink>>,
) => useInvalidating((input: SetShareLinkStatusInput) => setShareLinkStatus(profile, input), config);

export type InviteToShareLinkInput = { id: string; emails: string[]; message?: string | null };
export function inviteToShareLink(
  profile: ActiveProfile,
  { id, ...input }: InviteToShareLinkInput,
  options?: ApiCallOptions,
): Promise<{ invited: string[] }> {
  return apiClient.post(`api/fund-custom-profile-link/invite/${encodeURIComponent(id)}`, { ...options, profile, json: input });
}
export const useInviteToShareLink = (
  profile: ActiveProfile,
  config?: MutationConfig<(input: InviteToShareLinkInput) => Promise<{ invited: string[] }>>,
) => useInvalidating((input: InviteToShareLinkInput) => inviteToShareLink(profile, input), config);
