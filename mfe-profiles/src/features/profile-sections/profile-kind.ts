import type { ProfileType } from '@fundnet/api-client';
import type { ProfileStatus, SectionState, SettingsSectionName } from '@fundnet/validation-schema';
import type { FieldSpec } from './section-fields/field-spec';

/** One of a profile's in-page anchors and the content sections it holds (possibly none). */
export interface SectionAnchor<S extends string = string> {
  anchor: string;
  label: string;
  sections: readonly S[];
}

/** A field of a section: where the profile header finds its logo, headline and key figures. */
export interface FieldRef<S extends string = string> {
  section: S;
  field: string;
  /** The figure's label when not the field's own. */
  label?: string;
}

/** What the header of a profile page shows above the sections. */
export interface ProfileHeaderSpec<S extends string = string> {
  logo?: FieldRef<S>;
  headline?: FieldRef<S>;
  /** The key figures, in order (those without a value are left out). */
  figures: FieldRef<S>[];
}

/**
 * Everything the generic owner and public pages need to know about one kind of profile: its name, address, anchors and
 * sections (field specs, labels), and its header. The API is the api-client's profile-sections calls, picked by `type`
 * (useProfileInfo, useEditProfileSection, ...). What editing needs besides is `ProfileKindEditing`.
 */
export interface ProfileKind<S extends string = string> {
  type: ProfileType;
  /** How the kind reads in a sentence: 'fund', 'investor', 'service provider'. */
  noun: string;
  /** The owner page (/fund, /investor, /serviceProvider); edit page at `${path}/edit`, public at `${path}/:slug`. */
  path: string;
  anchors: readonly SectionAnchor<S>[];
  specs: Readonly<Record<S, readonly FieldSpec[]>>;
  labels: Readonly<Record<S, string>>;
  /** The section saved with PATCH {family}/status, by owners and admins only. */
  statusSection: S;
  /** Why editors cannot change the status, e.g. 'Only owners and admins of the fund change its fundraising status.' */
  statusOnlyOwners: string;
  header: ProfileHeaderSpec<S>;
}

/**
 * What editing a kind needs besides what showing it does: the contract's schemas (what the server validates with) and
 * the visibility settings' choices. Kept off `ProfileKind` (issue 33, ADR 0089): the schemas carry every rule of the
 * kind's forms, the phone normaliser's country metadata among them (about 40 KB gzip on a fund's page), and a page that
 * only shows a profile (its public page, a share link) does not load them.
 */
export interface ProfileKindEditing<S extends string = string> {
  /** The contract's schema of each content section (what the server validates with). */
  schemas: Readonly<Record<S, unknown>>;
  /** Sections that can be put behind the NDA, and every '<section>.<field>' (the visibility settings' choices). */
  ndaSections: readonly S[];
  fieldPaths: readonly string[];
  settingsSchemas: Readonly<Record<SettingsSectionName, unknown>>;
}

/** A kind with its editing: what the edit page and the visibility settings are given. */
export type EditableProfileKind<S extends string = string> = ProfileKind<S> & ProfileKindEditing<S>;

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
