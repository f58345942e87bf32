import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { approvalStatusSchema } from '../enums/access';
import { profileStatusSchema, profileTypeSchema } from '../enums/profiles';
import { rejectSchema } from '../forms/reject';
import { messages } from '../messages';
import { formObject } from '../rules/object';
import { optionalString } from '../rules/strings';
import { approvalModelSchema, pageQueryEntries, profileSectionsMessages } from './profile-sections';

/**
 * Contract of the administration approvals calls (api/administration/approvals/…, approval/approve|reject/…,
 * stats/approvals). Administrators only. An item is one profile's submission (section null) or one
 * section's change to a published profile; approving publishes, declining keeps the published copy.
 */

export const approvalsMessages = {
  notFound: 'This approval item does not exist.', // not in spec
  alreadyDecided: 'This approval item has already been decided.', // not in spec
  invalidDate: 'Enter a valid date and time', // not in spec
  changedSinceReview: 'This change was edited after you opened it. Review the new version, then approve it.', // not in spec
} as const;

/** Path of approvals/{model}. */
export const approvalModelParams = v.object({ model: approvalModelSchema });

/** Path of approvals/{model}/{id}, approval/approve/{model}/{id}, approval/reject/{model}/{id}. */
export const approvalItemParams = v.object({
  model: approvalModelSchema,
  id: v.pipe(v.string(), v.uuid(approvalsMessages.notFound)),
});

/** GET approvals/{model}?status=&page=&limit= (newest submission first). */
export const approvalListQuery = v.object({
  status: v.optional(approvalStatusSchema),
  ...pageQueryEntries,
});
export type ApprovalListQuery = v.InferOutput<typeof approvalListQuery>;

/**
 * POST approvals/{model}: the same list searched with a JSON body: several statuses, one profile, one
 * section ('profile' for whole-profile submissions), a text found in the profile name, a submission
 * period, page and limit. The spec lists GET and POST; POST is the search form of the admin screen.
 */
export const approvalSearchBody = v.nullish(
  formObject({
    statuses: v.nullish(v.array(approvalStatusSchema), () => []),
    profileId: v.nullish(v.pipe(v.string(), v.uuid(approvalsMessages.notFound)), null),
    section: optionalString(),
    search: optionalString(),
    submittedFrom: v.nullish(v.pipe(v.string(approvalsMessages.invalidDate), v.isoTimestamp(approvalsMessages.invalidDate)), null),
    submittedTo: v.nullish(v.pipe(v.string(approvalsMessages.invalidDate), v.isoTimestamp(approvalsMessages.invalidDate)), null),
    page: v.nullish(
      v.pipe(
        v.number(profileSectionsMessages.invalidPage),
        v.integer(profileSectionsMessages.invalidPage),
        v.minValue(1, profileSectionsMessages.invalidPage),
        // Bounded like the query's page (pageQueryEntries): far beyond any list, and the offset stays a 64-bit number.
        v.maxValue(Number.MAX_SAFE_INTEGER, profileSectionsMessages.invalidPage),
      ),
      1,
    ),
    limit: v.nullish(v.picklist(PAGE_SIZE_OPTIONS, messages.invalidPageSize), DEFAULT_PAGE_SIZE),
  }),
  {},
);
export type ApprovalSearchInput = v.InferOutput<typeof approvalSearchBody>;
/** What the search form sends (every field optional). */
export type ApprovalSearchParams = NonNullable<v.InferInput<typeof approvalSearchBody>>;

/** POST approval/reject/{model}/{id}: the reject form ('Reject reason is required', 'Reject message is required'). */
export const rejectApprovalBody = rejectSchema;

/** POST approval/approve/{model}/{id}: optionally, the `reviewVersion` of the detail the administrator reviewed. */
export const approveApprovalBody = v.nullish(v.object({ reviewVersion: v.optional(v.pipe(v.string(), v.maxLength(128))) }));
export type ApproveApprovalInput = v.InferOutput<typeof approveApprovalBody>;
export type RejectApprovalInput = v.InferOutput<typeof rejectApprovalBody>;

const personSchema = v.nullable(
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    email: v.string(),
    firstName: v.string(),
    lastName: v.string(),
  }),
);

/** An approval item as administrators see it in the list. */
export const approvalItemSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  model: approvalModelSchema,
  profileId: v.pipe(v.string(), v.uuid()),
  profileType: profileTypeSchema,
  profileName: v.string(),
  profileSlug: v.string(),
  profileStatus: profileStatusSchema,
  /** null: the whole profile (submission of a draft); otherwise the section changed on a published profile. */
  section: v.nullable(v.string()),
  status: approvalStatusSchema,
  reason: v.nullable(v.string()),
  message: v.nullable(v.string()),
  submittedAt: v.pipe(v.string(), v.isoTimestamp()),
  submittedBy: personSchema,
  decidedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  decidedBy: personSchema,
});
export type ApprovalItem = v.InferOutput<typeof approvalItemSchema>;

export const approvalPageSchema = v.object({
  items: v.array(approvalItemSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type ApprovalPage = v.InferOutput<typeof approvalPageSchema>;

/** One changed top-level field: before = published copy, after = working copy (null when absent). */
export const fieldChangeSchema = v.object({
  field: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export type FieldChange = v.InferOutput<typeof fieldChangeSchema>;

/** GET approvals/{model}/{id}: the item with the diff of working vs published per section it covers. */
export const approvalDetailSchema = v.object({
  ...approvalItemSchema.entries,
  /**
   * A fingerprint of the proposed data shown here. The console sends it back with the approval, so an edit saved
   * after the administrator opened the item is not published unreviewed (409 CHANGED_SINCE_REVIEW instead).
   */
  reviewVersion: v.string(),
  sections: v.array(
    v.object({
      section: v.string(),
      working: v.nullable(v.record(v.string(), v.unknown())),
      published: v.nullable(v.record(v.string(), v.unknown())),
      changes: v.array(fieldChangeSchema),
    }),
  ),
});
export type ApprovalDetail = v.InferOutput<typeof approvalDetailSchema>;

const countsSchema = v.object({ Tbd: v.number(), Approved: v.number(), Declined: v.number() });

/** GET stats/approvals: counts per model and status. */
export const approvalStatsSchema = v.object({
  fundInfo: countsSchema,
  investorInfo: countsSchema,
  serviceProviderInfo: countsSchema,
});
export type ApprovalStats = v.InferOutput<typeof approvalStatsSchema>;
