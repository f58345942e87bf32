import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { approvalStatusSchema } from '../enums/access';
import { type ProfileType, profileMemberRoleSchema, profileStatusSchema, profileTypeSchema, yesNoSchema } from '../enums/profiles';
import { podcastSchema } from '../forms/podcast';
import { pressClippingSchema } from '../forms/press-clipping';
import { referenceSchema } from '../forms/reference';
import { videoSchema } from '../forms/video';
import { messages } from '../messages';
import { withheldFieldSchema } from '../profiles/field-audiences';
import { requiredWhen } from '../rules/conditional';
import { optionalList } from '../rules/lists';
import { formObject } from '../rules/object';
import { optionalLongText, requiredLongText } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { PROFILE_NAME_MAX_LENGTH, profileNameSchema, profileSummarySchema, profilesMessages } from './profiles';

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
  questionRequired: 'Question is required', // not in spec
  answerRequired: 'Answer is required', // not in spec
  prefillUrlInvalid: messages.invalidUrlFormat,
  prefillBlocked: 'This address cannot be read for security reasons', // not in spec
  prefillUnreachable: 'We could not read this website', // not in spec
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

/**
 * Density: the weighted share of filled fields (0..100) and each section's numbers, with the fields still empty (neither
 * filled in nor declared not applicable), so the owner is told what is missing beside the submission (issue 34 item 10c).
 */
export const densityReplySchema = v.object({
  density: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  sections: v.array(
    v.object({
      section: v.string(),
      filled: v.number(),
      total: v.number(),
      weight: v.number(),
      /** The section's top-level fields that count toward the density and are still empty. */
      missing: v.array(v.string()),
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

// ------------------------------------------------------------------------------------------ family building blocks

/**
 * What every profile family (fund-info, investor-info, service-provider) builds its contract from: the
 * admin section, the field lists of its sections, the visibility settings, the create body, and the
 * owner, public and check-existing shapes. A family's contract calls these with its own sections.
 */

/** Admin section of every profile kind: platform administrators only (verified and featured, an internal note never shown publicly). */
export const adminSectionSchema = formObject({
  verified: yesNoSchema,
  featured: yesNoSchema,
  internalNote: optionalLongText(),
});

/** Top-level fields of each section schema (a plain form object, or a pipe starting with one). */
export function sectionFieldsOf<K extends string>(schemas: Readonly<Record<K, v.GenericSchema>>): Readonly<Record<K, readonly string[]>> {
  return Object.fromEntries(
    (Object.keys(schemas) as K[]).map((section) => {
      const schema = schemas[section] as v.GenericSchema & { entries?: object; pipe?: readonly { entries?: object }[] };
      const entries = schema.entries ?? schema.pipe?.[0]?.entries ?? {};
      return [section, Object.keys(entries)];
    }),
  ) as unknown as Record<K, readonly string[]>;
}

/** Every '<section>.<field>' of the given sections. */
export function fieldPathsOf<K extends string>(fields: Readonly<Record<K, readonly string[]>>): string[] {
  return (Object.keys(fields) as K[]).flatMap((section) => fields[section].map((field) => `${section}.${field}`));
}

/**
 * The visibility settings of a family: require NDA (when on, the listed sections are withheld publicly
 * until the visitor's profile accepts the NDA), hidden fields (removed from the public view) and
 * not-applicable fields (shown as such, counted as filled for the density).
 */
export function visibilitySettingsSchemas<const N extends string>(ndaSections: readonly N[], fieldPaths: readonly string[]) {
  const ndaSectionSchema = v.picklist(ndaSections, profileSectionsMessages.invalidSection);
  const fieldPathSchema = v.picklist(fieldPaths, profileSectionsMessages.invalidField);
  return {
    'require-nda': v.pipe(
      formObject({
        requireNda: v.boolean(profileSectionsMessages.requireNdaRequired),
        sections: optionalList(ndaSectionSchema),
      }),
      requiredWhen('sections', 'requireNda', (on) => on === true, profileSectionsMessages.ndaSectionsRequired),
    ),
    'not-applicable-fields': formObject({ fields: optionalList(fieldPathSchema) }),
    'hidden-fields': formObject({ fields: optionalList(fieldPathSchema) }),
  };
}
export const settingsSectionNames = ['require-nda', 'not-applicable-fields', 'hidden-fields'] as const;
export type SettingsSectionName = (typeof settingsSectionNames)[number];

/** POST {family}: a new draft profile (the caller owns it) with any content sections filled in at once. */
export function createProfileSectionsBody<const T extends Record<string, v.GenericSchema>>(contentSchemas: T) {
  return formObject({
    name: profileNameSchema,
    sections: v.nullish(
      v.object(
        Object.fromEntries(Object.keys(contentSchemas).map((s) => [s, v.optional(contentSchemas[s]!)])) as {
          [S in keyof T]: v.OptionalSchema<T[S], undefined>;
        },
      ),
      () => ({}) as never,
    ),
  });
}

/** Path {id} of {family}/{id}, unlock-section/{id}, attempted-request-access/{id}; path {slug} of public/{slug}. */
export const profileIdParamsOf = (notFound: string) => v.object({ id: v.pipe(v.string(), v.uuid(notFound)) });
export const profileSlugParamsOf = (notFound: string) => v.object({ slug: v.pipe(v.string(), v.nonEmpty(notFound)) });

/** POST {family}/unlock-section/{id} and attempted-request-access/{id} bodies over the family's NDA sections. */
export function ndaRequestBodies<const N extends string>(ndaSections: readonly N[]) {
  const section = v.picklist(ndaSections, profileSectionsMessages.invalidSection);
  return {
    unlock: formObject({ section }),
    attempted: v.nullish(formObject({ section: v.nullish(section, null) }), { section: null }),
  };
}

/** GET {family}: the active profile as its members see it (working copies, approval items, settings). */
export const profileOwnerViewSchema = v.object({
  profile: sectionProfileSchema,
  /** Every section but the settings ones, keyed by section name (data null when never filled in). */
  sections: v.record(v.string(), sectionStateSchema),
  settings: profileSettingsSchema,
  /** The latest whole-profile submission (Tbd while pending, Declined with its reason). */
  submission: v.nullable(approvalSummarySchema),
  attemptedAccess: attemptedAccessSchema,
  verified: v.boolean(),
  featured: v.boolean(),
  /** Live profiles following this one (api/follow). Always sent; optional in the type only so older fixtures still type-check. */
  followerCount: v.optional(v.number()),
});
export type ProfileOwnerView = v.InferOutput<typeof profileOwnerViewSchema>;

/** POST {family} → 201: the new profile's summary and its owner view (under the family's key). */
export const createProfileReplyOf = <const K extends string>(key: K) =>
  v.object({ profile: profileSummarySchema, [key]: profileOwnerViewSchema } as {
    profile: typeof profileSummarySchema;
  } & Record<K, typeof profileOwnerViewSchema>);

/** GET {family}/public/{slug}: the published copy only, hidden fields removed, NDA sections locked unless unlocked. */
export const publicProfileSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  slug: v.string(),
  verified: v.boolean(),
  featured: v.boolean(),
  requireNda: v.boolean(),
  sections: v.record(v.string(), publicSectionSchema),
  notApplicableFields: v.array(v.string()),
  /** Sections the caller's active profile unlocked (accepted the NDA for). */
  unlockedSections: v.array(v.string()),
  /** Live profiles following this one (api/follow). Always sent; optional in the type only so older fixtures still type-check. */
  followerCount: v.optional(v.number()),
  /**
   * Contact and personal fields left out for this reader ('<section>.<field>', profiles/field-audiences.ts) with the
   * audience each is kept for, so the page can say "Sign in to see contact details". Always sent; optional in the type
   * only so older fixtures still type-check.
   */
  withheldFields: v.optional(v.array(withheldFieldSchema)),
});
export type PublicProfile = v.InferOutput<typeof publicProfileSchema>;

/** GET {family}/check-existing?name=&website= (at least one; `needsInput` otherwise). */
export function checkExistingQueryOf(needsInput: string) {
  return v.pipe(
    v.object({
      name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PROFILE_NAME_MAX_LENGTH, profilesMessages.nameMaxLength))),
      website: optionalUrl(messages.invalidUrlFormat),
    }),
    v.forward(
      v.partialCheck([['name'], ['website']], (q) => Boolean(q.name) || Boolean(q.website), needsInput),
      ['name'],
    ),
  );
}

export const existingProfileMatchSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  slug: v.string(),
  status: profileStatusSchema,
  websiteDomain: v.nullable(v.string()),
  /** Name similarity 0..1 (bigram Dice coefficient of the normalised names). */
  similarity: v.number(),
  matchedBy: v.array(v.picklist(['name', 'website'])),
});
export type ExistingProfileMatch = v.InferOutput<typeof existingProfileMatchSchema>;
export const checkExistingReplySchema = v.object({ matches: v.array(existingProfileMatchSchema) });
export type CheckExistingReply = v.InferOutput<typeof checkExistingReplySchema>;

// ------------------------------------------------------------------ sections and calls every kind has

/** Testimonials: the same section in the fund, investor and provider profiles. */
export const testimonialsSchema = formObject({
  testimonials: optionalList(referenceSchema),
});

/** Reference and mentions (fund and investor profiles). */
export const referenceAndMentionsSchema = formObject({
  references: optionalList(referenceSchema),
  pressClippings: optionalList(pressClippingSchema),
  videos: optionalList(videoSchema),
  podcasts: optionalList(podcastSchema),
});

export const questionsAndAnswersSchema = formObject({
  items: optionalList(
    formObject({
      question: requiredLongText(profileSectionsMessages.questionRequired),
      answer: requiredLongText(profileSectionsMessages.answerRequired),
    }),
  ),
});

/**
 * An http(s) address with a host name, an IPv4 or a bracketed IPv6 address, an optional port and path;
 * no user info. Which hosts may actually be fetched is the server's SSRF guard's business.
 */
export const PREFILL_URL_PATTERN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A website address for prefill: http(s) only (a bare host gets https://). */
const prefillUrlSchema = v.pipe(
  v.string(messages.pleaseEnterWebsite),
  v.trim(),
  v.nonEmpty(messages.pleaseEnterWebsite),
  v.transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`)),
  v.regex(PREFILL_URL_PATTERN, profileSectionsMessages.prefillUrlInvalid),
);

/** POST {family}/prefill (fund-info, investor-info, service-provider). */
export const prefillProfileBody = formObject({ websiteUrl: prefillUrlSchema });
export type PrefillProfileInput = v.InferInput<typeof prefillProfileBody>;

export const prefillProfileReply = v.object({
  /** The address finally read (after redirects). */
  websiteUrl: v.string(),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  /** og:image, else the apple-touch-icon, else the icon; absolute. */
  logo: v.nullable(v.string()),
});
export type PrefillProfileReply = v.InferOutput<typeof prefillProfileReply>;

/** POST {family}/submit → the new Tbd approval item of the whole profile. */
export const submitProfileReply = approvalSummarySchema;
