// The calls every profile family shares (investor-info, service-provider; fund-info has its own typed files):
// owner view, sections, status, submit, density, public view, prefill, check-existing, NDA unlock, access attempts, delete.
import type {
  ApprovalSummary,
  CheckExistingReply,
  DensityReply,
  PrefillProfileInput,
  PrefillProfileReply,
  ProfileOwnerView,
  PublicProfile,
  SectionState,
} from '@fundnet/validation-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profilesKeys } from '../profiles/keys';
import { queryKeys } from '../query/query-keys';
import type { ActiveProfile } from '../session/session-store';

/** Section names S, their input and state types, for one family. */
export interface FamilyTypes {
  section: string;
  input: { [S in string]: unknown };
  state: { [S in string]: SectionState };
  ndaSection: string;
  createInput: unknown;
  createReply: unknown;
  statusInput: unknown;
}

/**
 * The typed calls and hooks of the family at api/{family}. Profile-scoped calls act as the profile they are
 * given (meta-profile headers); query keys follow the query-key convention ([family, ..., { profileScope }]).
 */
export function profileFamilyCalls<T extends FamilyTypes, F extends string>(family: F) {
  const keys = queryKeys(family);
  const base = `api/${family}` as const;
  const calls = {
    keys,
    create: (input: T['createInput'], options?: ApiCallOptions) =>
      apiClient.post<T['createReply']>(base, { profile: false, ...options, json: input }),
    getOwnerView: (profile: ActiveProfile, options?: ApiCallOptions) => apiClient.get<ProfileOwnerView>(base, { ...options, profile }),
    getSection: <S extends T['section']>(profile: ActiveProfile, section: S, options?: ApiCallOptions) =>
      apiClient.get<T['state'][S]>(`${base}/get/${section}`, { ...options, profile }),
    editSection: <S extends T['section']>(params: { profile: ActiveProfile; section: S; data: T['input'][S] }, options?: ApiCallOptions) =>
      apiClient.patch<T['state'][S]>(`${base}/edit/${params.section}`, { ...options, profile: params.profile, json: params.data }),
    updateStatus: (params: { profile: ActiveProfile; data: T['statusInput'] }, options?: ApiCallOptions) =>
      apiClient.patch<SectionState>(`${base}/status`, { ...options, profile: params.profile, json: params.data }),
    submit: (profile: ActiveProfile, options?: ApiCallOptions) =>
      apiClient.post<ApprovalSummary>(`${base}/submit`, { ...options, profile }),
    getDensity: (profile: ActiveProfile, options?: ApiCallOptions) =>
      apiClient.get<DensityReply>(`${base}/density`, { ...options, profile }),
    /** `viewer`: the profile whose NDA unlocks apply (default: the active profile; null for none). */
    getPublic: (slug: string, viewer?: ActiveProfile | null, options?: ApiCallOptions) =>
      apiClient.get<PublicProfile>(`${base}/public/${encodeURIComponent(slug)}`, {
        ...options,
        ...(viewer === undefined ? {} : { profile: viewer ?? false }),
      }),
    prefill: (input: PrefillProfileInput, options?: ApiCallOptions) =>
      apiClient.post<PrefillProfileReply>(`${base}/prefill`, { profile: false, ...options, json: input }),
    checkExisting: (query: { name?: string; website?: string }, options?: ApiCallOptions) =>
      apiClient.get<CheckExistingReply>(`${base}/check-existing`, {
        profile: false,
        ...options,
        searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>,
      }),
    unlockSection: (params: { profileId: string; section: T['ndaSection']; as: ActiveProfile }, options?: ApiCallOptions) =>
      apiClient.post<void>(`${base}/unlock-section/${encodeURIComponent(params.profileId)}`, {
        ...options,
        profile: params.as,
        json: { section: params.section },
      }),
    recordAttemptedAccess: (params: { profileId: string; section?: T['ndaSection'] | null }, options?: ApiCallOptions) =>
      apiClient.post<void>(`${base}/attempted-request-access/${encodeURIComponent(params.profileId)}`, {
        ...options,
        json: { section: params.section ?? null },
      }),
    remove: (profile: ActiveProfile, options?: ApiCallOptions) =>
      apiClient.delete<void>(`${base}/${encodeURIComponent(profile.id)}`, { ...options, profile }),
  };
  const ownerViewQuery = (profile: ActiveProfile) =>
    queryOptions({ queryKey: keys.scoped(profile, 'owner-view'), queryFn: ({ signal }) => calls.getOwnerView(profile, { signal }) });
  const sectionQuery = <S extends T['section']>(profile: ActiveProfile, section: S) =>
    queryOptions({
      queryKey: keys.scoped(profile, 'section', section),
      queryFn: ({ signal }) => calls.getSection(profile, section, { signal }),
    });
  const publicQuery = (slug: string, viewer: ActiveProfile | null) =>
    queryOptions({ queryKey: keys.scoped(viewer, 'public', slug), queryFn: ({ signal }) => calls.getPublic(slug, viewer, { signal }) });
  /** A mutation that refreshes the family's reads (and "my profiles" when the status may change). */
  const useRefreshing = <P, R>(fn: (params: P) => Promise<R>, mine = false) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: fn,
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: keys.all });
        if (mine) await queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') });
      },
    });
  };
  return {
    ...calls,
    ownerViewQuery,
    sectionQuery,
    publicQuery,
    useOwnerView: (profile: ActiveProfile) => useQuery(ownerViewQuery(profile)),
    useSection: <S extends T['section']>(profile: ActiveProfile, section: S) => useQuery(sectionQuery(profile, section)),
    usePublic: (slug: string, viewer: ActiveProfile | null) => useQuery(publicQuery(slug, viewer)),
    useEditSection: () => useRefreshing((params: Parameters<typeof calls.editSection>[0]) => calls.editSection(params)),
    useUpdateStatus: () => useRefreshing((params: Parameters<typeof calls.updateStatus>[0]) => calls.updateStatus(params)),
    useSubmit: () => useRefreshing((profile: ActiveProfile) => calls.submit(profile), true),
    useCreate: () => useRefreshing((input: T['createInput']) => calls.create(input), true),
  };
}
