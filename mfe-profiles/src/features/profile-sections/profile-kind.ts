import type {
  ActiveProfile,
  ApiCallOptions,
  ApiError,
  ApprovalSummary,
  DensityReply,
  ProfileType,
  QueryKeyFamily,
} from '@fundnet/api-client';
import type { ProfileOwnerView, ProfileStatus, PublicProfile, SectionState, SettingsSectionName } from '@fundnet/validation-schema';
import { type UseMutationResult, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { FieldSpec } from './section-fields/field-spec';

/** One of a profile's in-page anchors and the content sections it holds (possibly none). */
export interface SectionAnchor<S extends string = string> {
  anchor: string;
  label: string;
  sections: readonly S[];
}

/** How the pages read and write one kind of profile (fund-info's own hooks, or an investor-info / service-provider family). */
export interface ProfileKindAccess {
  useOwnerView: (profile: ActiveProfile) => UseQueryResult<ProfileOwnerView, ApiError>;
  useDensity: (profile: ActiveProfile) => UseQueryResult<DensityReply, ApiError>;
  useSubmit: () => UseMutationResult<ApprovalSummary, ApiError, ActiveProfile>;
  usePublic: (slug: string, viewer: ActiveProfile | null) => UseQueryResult<PublicProfile, ApiError>;
  /** PATCH {family}/edit/{section}. */
  editSection: (profile: ActiveProfile, section: string, data: Record<string, unknown>) => Promise<SectionState>;
  /** PATCH {family}/status (the status section: fundraising, investment or provider status). */
  updateStatus: (profile: ActiveProfile, data: Record<string, unknown>) => Promise<SectionState>;
  /** The family's query-key root, refreshed after each save. */
  queryKey: readonly unknown[];
}

/**
 * Everything the generic owner, edit and public pages need to know about one kind of profile: its
 * name, address, anchors and sections (field specs, labels, contract schemas) and how to reach the API.
 */
export interface ProfileKind<S extends string = string> extends ProfileKindAccess {
  type: ProfileType;
  /** How the kind reads in a sentence: 'fund', 'investor', 'service provider'. */
  noun: string;
  /** The owner page (/fund, /investor, /serviceProvider); edit page at `${path}/edit`, public at `${path}/:slug`. */
  path: string;
  anchors: readonly SectionAnchor<S>[];
  specs: Readonly<Record<S, readonly FieldSpec[]>>;
  labels: Readonly<Record<S, string>>;
  /** The contract's schema of each content section (what the server validates with). */
  schemas: Readonly<Record<S, unknown>>;
  /** The section saved with PATCH {family}/status, by owners and admins only. */
  statusSection: S;
  /** Why editors cannot change the status, e.g. 'Only owners and admins of the fund change its fundraising status.' */
  statusOnlyOwners: string;
  /** Sections that can be put behind the NDA, and every '<section>.<field>' (the visibility settings' choices). */
  ndaSections: readonly S[];
  fieldPaths: readonly string[];
  settingsSchemas: Readonly<Record<SettingsSectionName, unknown>>;
}

/** The calls of an api-client profile family (investorInfo, serviceProvider) the pages use. */
export interface ProfileFamily {
  keys: QueryKeyFamily<string>;
  useOwnerView: (profile: ActiveProfile) => UseQueryResult<ProfileOwnerView, ApiError>;
  usePublic: (slug: string, viewer: ActiveProfile | null) => UseQueryResult<PublicProfile, ApiError>;
  useSubmit: () => UseMutationResult<ApprovalSummary, ApiError, ActiveProfile>;
  getDensity: (profile: ActiveProfile, options?: ApiCallOptions) => Promise<DensityReply>;
  editSection: (params: { profile: ActiveProfile; section: never; data: never }) => Promise<SectionState>;
  updateStatus: (params: { profile: ActiveProfile; data: never }) => Promise<SectionState>;
}

/** The access of a profile family built with the api-client's profileFamilyCalls. */
export function familyAccess(family: ProfileFamily): ProfileKindAccess {
  return {
    useOwnerView: family.useOwnerView,
    usePublic: family.usePublic,
    useSubmit: family.useSubmit,
    useDensity: (profile) =>
      useQuery({
        queryKey: family.keys.scoped(profile, 'density'),
        queryFn: ({ signal }) => family.getDensity(profile, { signal }),
      }),
    editSection: (profile, section, data) => family.editSection({ profile, section: section as never, data: data as never }),
    updateStatus: (profile, data) => family.updateStatus({ profile, data: data as never }),
    queryKey: family.keys.all,
  };
}

/** The top-level field names of `section` listed in a '<section>.<field>' setting. */
export function fieldsOfSection(paths: readonly string[], section: string): string[] {
  return paths.filter((path) => path.startsWith(`${section}.`)).map((path) => path.slice(section.length + 1));
}

/** 'overview.investmentThesis' → 'Overview · Investment thesis'. */
export function fieldPathLabel(kind: Pick<ProfileKind, 'specs' | 'labels'>, path: string): string {
  const [section = '', field = ''] = path.split('.');
  const spec = kind.specs[section]?.find((f) => f.name === field);
  return `${kind.labels[section] ?? section} · ${spec?.label ?? field}`;
}

/** What a member reads after saving a content section: live in the draft, or waiting for approval. */
export function savedSectionMessage(label: string, status: ProfileStatus, reply: SectionState): string {
  if (reply.approval?.status === 'Tbd') {
    return `${label} saved and sent for approval. Visitors see the published version until an administrator approves it.`;
  }
  if (status === 'published' || status === 'archived') {
    return `${label} saved. It matches the published version, so nothing waits for approval.`;
  }
  if (status === 'pendingApproval') return `${label} saved. The administrators review it with the rest of the profile.`;
  return `${label} saved. The change is live in your draft; it goes to review when you submit the profile.`;
}
