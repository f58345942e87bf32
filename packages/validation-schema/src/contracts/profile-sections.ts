import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { approvalStatusSchema } from '../enums/access';
import { type ProfileType, profileMemberRoleSchema, profileStatusSchema, profileTypeSchema } from '../enums/profiles';
import { messages } from '../messages';

/**
 * Contract of the profile-sections engine: the shapes every profile family (fund-info, later
 * investor-info and service-provider) shares. A profile's data is a set of named sections; each
 * section is one JSON document validated by its family's schema. Members edit a WORKING copy; the
 * public sees the PUBLISHED copy, which only an administrator's approval updates.
 */

export const profileSectionsMessages = {
  invalidField: 'Select a valid field', // not in spec
  invalidSection: 'Select a valid profile section', // not in spec
  invalidApprovalModel: 'Select a valid approval model', // not in spec
  invalidPage: 'Page must be a whole number of at least 1', // not in spec
  invalidSkip: 'Skip must be a whole number of at least 0', // not in spec
  invalidTake: 'Take must be a whole number between 1 and 100', // not in spec
  ndaSectionsRequired: 'Select at least one section to protect with the NDA', // not in spec
  requireNdaRequired: 'Choose whether the NDA is required', // not in spec
  /** 409 of a submit when the profile is already under review or published. */
  alreadyPending: 'This profile is already waiting for approval.', // not in spec
  alreadyPublished: 'This profile is already published; its changes are reviewed section by section.', // not in spec
  notSubmittable: 'Only a draft or rejected profile can be submitted for review.', // not in spec
  sectionsMissing: 'Fill in the fund details before submitting the profile for review.', // not in spec
  profileNotFound: 'This profile does not exist.', // not in spec
  sectionNotGated: 'This section is not protected by an NDA.', // not in spec
  ndaRequired: 'Accept the NDA of this profile to see this section.', // not in spec
  ownProfile: 'This is one of your own profiles.', // not in spec
} as const;

/**
 * The approval models of the spec's administration calls (approvals/{model}): one per profile kind.
 * An approval item belongs to one profile, and to one section of it or to the whole profile.
 */
export const approvalModels = ['fundInfo', 'investorInfo', 'serviceProviderInfo'] as const;
export type ApprovalModel = (typeof approvalModels)[number];
export const approvalModelSchema = v.picklist(approvalModels, profileSectionsMessages.invalidApprovalModel);

export const approvalModelOfProfileType: Readonly<Record<ProfileType, ApprovalModel>> = {
  fund: 'fundInfo',
  investor: 'investorInfo',
  serviceProvider: 'serviceProviderInfo',
};
export const profileTypeOfApprovalModel: Readonly<Record<ApprovalModel, ProfileType>> = {
  fundInfo: 'fund',
  investorInfo: 'investor',
  serviceProviderInfo: 'serviceProvider',
};

/** A field of a section as named in hidden / not-applicable lists: '<section>.<field>', e.g. 'fund-details.targetFundSize'. */
export type SectionFieldPath = `${string}.${string}`;

/** An approval item as the profile's members see it (the latest one of a section, or of the whole profile). */
export const approvalSummarySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  model: approvalModelSchema,
  /** null: the whole profile (a submission of a draft); otherwise one section. */
  section: v.nullable(v.string()),
  status: approvalStatusSchema,
  /** Set when Declined. */
  reason: v.nullable(v.string()),
  message: v.nullable(v.string()),
  submittedAt: v.pipe(v.string(), v.isoTimestamp()),
  decidedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type ApprovalSummary = v.InferOutput<typeof approvalSummarySchema>;

/** Any section document (the family contract types each section precisely). */
export const sectionDataSchema = v.record(v.string(), v.unknown());
export type SectionData = v.InferOutput<typeof sectionDataSchema>;

/**
 * One section as the profile's members see it: the working copy, when it was last published, and
 * the latest approval item of the section when it is waiting (Tbd) or was Declined.
 */
export const sectionStateSchema = v.object({
  section: v.string(),
  /** The working copy; null when the section was never filled in. */
  data: v.nullable(sectionDataSchema),
  updatedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  /** The published copy (what the public sees); null when never published. */
  published: v.nullable(sectionDataSchema),
  publishedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  /** True when the working copy differs from the published one. */
  changedSincePublished: v.boolean(),
  approval: v.nullable(approvalSummarySchema),
});
export type SectionState = v.InferOutput<typeof sectionStateSchema>;

/** Per-profile visibility settings (not subject to approval: they only ever hide, gate or annotate published data). */
export const profileSettingsSchema = v.object({
  requireNda: v.boolean(),
  /** Sections withheld from the public until the visitor's profile accepted the NDA (unlock-section). */
  ndaSections: v.array(v.string()),
  /** '<section>.<field>' removed from the public view. */
  hiddenFields: v.array(v.string()),
  /** '<section>.<field>' the owner declared not applicable: shown as such and counted as filled for the density. */
  notApplicableFields: v.array(v.string()),
});
export type ProfileSettings = v.InferOutput<typeof profileSettingsSchema>;

/** The profile an owner view is about (the caller's role on it included). */
export const sectionProfileSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: profileTypeSchema,
  name: v.string(),
  slug: v.string(),
  status: profileStatusSchema,
  role: profileMemberRoleSchema,
});

/** Density: the weighted share of filled fields (0..100) and each section's numbers. */
export const densityReplySchema = v.object({
  density: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  sections: v.array(
    v.object({
      section: v.string(),
      filled: v.number(),
      total: v.number(),
      weight: v.number(),
    }),
  ),
});
export type DensityReply = v.InferOutput<typeof densityReplySchema>;

/** A public section: its published data without hidden fields, or locked (NDA) with no data. */
export const publicSectionSchema = v.object({
  data: v.nullable(sectionDataSchema),
  locked: v.boolean(),
  publishedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type PublicSection = v.InferOutput<typeof publicSectionSchema>;

/** How many people tried to open a gated section of the profile (owner view). */
export const attemptedAccessSchema = v.object({
  attempts: v.number(),
  users: v.number(),
});

// ------------------------------------------------------------------------------------------- paging

/** A whole number in a query string ('2' → 2), with a default when absent. */
export function queryInteger(fallback: number, min: number, max: number, message: string) {
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\s*\d+\s*$/, message),
    v.transform((value) => Number(value)),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** page (1-based) and limit (one of the page-size options 10, 20, 30, 40, 50; default 10) of a paged admin list. */
export const pageQueryEntries = {
  page: queryInteger(1, 1, Number.MAX_SAFE_INTEGER, profileSectionsMessages.invalidPage),
  limit: v.pipe(
    v.optional(v.string(), String(DEFAULT_PAGE_SIZE)),
    v.transform((value) => Number(value)),
    v.picklist(PAGE_SIZE_OPTIONS, messages.invalidPageSize),
  ),
};

/** skip / take of a paged directory list (take 1..100, default 20). */
export const skipTakeQueryEntries = {
  skip: queryInteger(0, 0, Number.MAX_SAFE_INTEGER, profileSectionsMessages.invalidSkip),
  take: queryInteger(20, 1, 100, profileSectionsMessages.invalidTake),
};
