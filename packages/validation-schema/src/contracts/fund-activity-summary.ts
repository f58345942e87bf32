import * as v from 'valibot';
import { formObject } from '../rules/object';
import { optionalIsoDate } from '../rules/dates';
import { optionalLongText, optionalString, requiredString } from '../rules/strings';
import { queryInteger } from './profile-sections';

/**
 * Contract of the fund-activity-summary family (api/fund-activity-summary): the GP's activity log of the raise.
 * Entries are written by hand (create) and by the platform (feedback received, feedback requests, to-dos done).
 * Our design (modules/fund-activity-summary/README.md):
 *
 * - POST fund-activity-summary/create { type, title, description?, investorName?, occurredAt? }
 * - GET fund-activity-summary/activity?from=&to=&type=&skip=&take= (newest first, with counts per type)
 * - GET fund-activity-summary/activity/export?from=&to=&type= (.xlsx of the same entries)
 */
export const fundActivityTypes = [
  'meeting',
  'call',
  'email',
  'note',
  'feedbackReceived',
  'feedbackRequested',
  'feedbackRequestAnswered',
  'todoDone',
] as const;
export type FundActivityType = (typeof fundActivityTypes)[number];
/** The types a GP can log by hand; the others are written by the platform. */
export const manualFundActivityTypes = ['meeting', 'call', 'email', 'note'] as const;

export const fundActivityTypeLabels: Readonly<Record<FundActivityType, string>> = {
  meeting: 'Meeting',
  call: 'Call',
  email: 'E-mail',
  note: 'Note',
  feedbackReceived: 'Feedback received',
  feedbackRequested: 'Feedback requested',
  feedbackRequestAnswered: 'Feedback request answered',
  todoDone: 'To-do done',
};

export const fundActivityMessages = {
  typeRequired: 'Activity type is required', // not in spec
  titleRequired: 'Title is required', // not in spec
  invalidType: 'Select a valid activity type', // not in spec
  invalidSkip: 'Skip must be a whole number of 0 or more', // not in spec
  invalidTake: 'Take must be a whole number between 1 and 100', // not in spec
} as const;

export const createFundActivityBody = formObject({
  type: v.picklist(manualFundActivityTypes, fundActivityMessages.typeRequired),
  title: requiredString(fundActivityMessages.titleRequired, 200),
  description: optionalLongText(),
  investorName: optionalString(),
  occurredAt: optionalIsoDate(),
});
export type CreateFundActivityInput = v.InferInput<typeof createFundActivityBody>;

export const fundActivityFilterEntries = {
  from: optionalIsoDate(),
  to: optionalIsoDate(),
  type: v.optional(v.picklist(fundActivityTypes, fundActivityMessages.invalidType)),
};
export const fundActivityExportQuery = v.object(fundActivityFilterEntries);
export const fundActivityListQuery = v.object({
  ...fundActivityFilterEntries,
  skip: queryInteger(0, 0, Number.MAX_SAFE_INTEGER, fundActivityMessages.invalidSkip),
  take: queryInteger(50, 1, 100, fundActivityMessages.invalidTake),
});
export type FundActivityListQuery = v.InferInput<typeof fundActivityListQuery>;

export const fundActivitySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: v.picklist(fundActivityTypes),
  source: v.picklist(['manual', 'platform']),
  title: v.string(),
  description: v.nullable(v.string()),
  investorName: v.nullable(v.string()),
  occurredAt: v.string(),
  createdBy: v.nullable(v.string()),
});
export type FundActivity = v.InferOutput<typeof fundActivitySchema>;

export const fundActivityReply = v.object({ activity: fundActivitySchema });
export const fundActivityListReply = v.object({
  items: v.array(fundActivitySchema),
  total: v.number(),
  countsByType: v.record(v.string(), v.number()),
});
export type FundActivityList = v.InferOutput<typeof fundActivityListReply>;
