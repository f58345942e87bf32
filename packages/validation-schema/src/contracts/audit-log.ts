import * as v from 'valibot';
import { pageQueryEntries } from './profile-sections';

/**
 * Contract of the activity (audit) log: GET api/administration/activity and GET api/administration/activity/export
 * (product §7 Administration). Administrators only. The log is append-only: no call changes or removes an entry
 * (packages/server/src/modules/audit-log/README.md). Entry shapes are "not shown" in the spec; this is our design.
 */

/** Every action the log records (dot-separated: area.verb). */
export const auditActions = [
  'auth.login',
  'auth.loginFailed',
  'auth.adminLogin',
  'auth.passwordChanged',
  'auth.passwordReset',
  'auth.signup',
  'admin.userUpdated',
  'admin.userDeleted',
  'admin.userRestored',
  'admin.userRevoked',
  'admin.userReinstated',
  'admin.roleChanged',
  'admin.administratorInvited',
  'admin.profileStatusChanged',
  'admin.profileViewedAs',
  'admin.referralLinkCreated',
  'admin.referralLinkUpdated',
  'admin.activityExported',
  'admin.marketDataImported',
  'admin.profilesExported',
  'approval.approved',
  'approval.rejected',
  'profile.memberRoleChanged',
  'profile.memberRemoved',
  'profile.linkChanged',
  'profile.linkDeleted',
  'dataRoom.permissionChanged',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditLogMessages = {
  invalidAction: 'Select a valid action', // not in spec
  invalidActor: 'Actor must be a user id', // not in spec
  invalidDate: 'Enter a valid date and time', // not in spec
  searchTooLong: 'Search can be at most 100 characters', // not in spec
} as const;

const isoFilter = v.optional(
  v.pipe(
    v.string(),
    v.isoTimestamp(auditLogMessages.invalidDate),
    v.check((value) => !Number.isNaN(Date.parse(value)), auditLogMessages.invalidDate),
  ),
);

/** Filters shared by the list and the export (the export is exactly the filtered view, every page). */
export const activityFilterEntries = {
  from: isoFilter,
  to: isoFilter,
  actorId: v.optional(v.pipe(v.string(), v.uuid(auditLogMessages.invalidActor))),
  action: v.optional(v.picklist(auditActions, auditLogMessages.invalidAction)),
  /** Part of the actor's e-mail or the target's label, any case. */
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, auditLogMessages.searchTooLong))),
  /** Entries about one target (e.g. a user's detail page). */
  targetId: v.optional(v.pipe(v.string(), v.maxLength(100))),
};

export const activityListQuery = v.object({
  ...activityFilterEntries,
  ...pageQueryEntries,
});
export type ActivityListQuery = v.InferOutput<typeof activityListQuery>;
export const activityExportQuery = v.object(activityFilterEntries);
export type ActivityExportQuery = v.InferOutput<typeof activityExportQuery>;
export type ActivityFilters = v.InferInput<typeof activityExportQuery>;

export const auditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  action: v.string(),
  actorId: v.nullable(v.string()),
  actorEmail: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  targetType: v.nullable(v.string()),
  targetId: v.nullable(v.string()),
  targetLabel: v.nullable(v.string()),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

export const activityPageSchema = v.object({
  items: v.array(auditEntrySchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type ActivityPage = v.InferOutput<typeof activityPageSchema>;
