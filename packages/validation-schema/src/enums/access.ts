import * as v from 'valibot';
import { messages } from '../messages';

/**
 * Invitation and share-link access modes. The first six are the spec's; the spec also mentions
 * "magic-link variants" without naming them. Our two:
 *
 * - `ByEmail`: only the invited e-mail addresses, after signing in.
 * - `WithLink`: whoever holds the (invitation) link.
 * - `WithLinkAndPassword`: the link plus a password.
 * - `AnyoneWithLink`: a public link, no further check.
 * - `AnyoneWithLinkAndPw`: a public link plus a password.
 * - `AnyoneEnteringAnEmail`: anyone who types an e-mail address (recorded, not verified).
 * - `MagicLinkByEmail`: like `ByEmail`, but each invited address receives a one-time sign-in link
 *   by e-mail, so no account is needed.
 * - `MagicLinkAnyoneEnteringAnEmail`: like `AnyoneEnteringAnEmail`, but a one-time link is sent to
 *   the typed address, which proves the visitor owns it.
 */
export const accessModes = [
  'ByEmail',
  'WithLink',
  'WithLinkAndPassword',
  'AnyoneWithLink',
  'AnyoneWithLinkAndPw',
  'AnyoneEnteringAnEmail',
  'MagicLinkByEmail',
  'MagicLinkAnyoneEnteringAnEmail',
] as const;
export type AccessMode = (typeof accessModes)[number];
export const accessModeSchema = v.picklist(accessModes, messages.invalidAccessMode);

/** The access modes that need a password. */
export const passwordAccessModes: readonly AccessMode[] = ['WithLinkAndPassword', 'AnyoneWithLinkAndPw'];
/** The magic-link access modes. */
export const magicLinkAccessModes: readonly AccessMode[] = ['MagicLinkByEmail', 'MagicLinkAnyoneEnteringAnEmail'];

export function accessModeNeedsPassword(mode: AccessMode): boolean {
  return passwordAccessModes.includes(mode);
}

export function isMagicLinkAccessMode(mode: AccessMode): boolean {
  return magicLinkAccessModes.includes(mode);
}

/** Approval of an item by an administrator. */
export const approvalStatuses = ['Tbd', 'Approved', 'Declined'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export const approvalStatusSchema = v.picklist(approvalStatuses, messages.invalidApprovalStatus);

export const applicationStatuses = ['Applied', 'DidNotApply'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusSchema = v.picklist(applicationStatuses, messages.invalidApplicationStatus);

export const feedbackRequestStatuses = ['Requested', 'Responded', 'Ignored'] as const;
export type FeedbackRequestStatus = (typeof feedbackRequestStatuses)[number];
export const feedbackRequestStatusSchema = v.picklist(feedbackRequestStatuses, messages.invalidFeedbackRequestStatus);

/** A share link can be activated or deactivated. */
export const shareLinkStatuses = ['active', 'inactive'] as const;
export type ShareLinkStatus = (typeof shareLinkStatuses)[number];
export const shareLinkStatusSchema = v.picklist(shareLinkStatuses, messages.invalidShareLinkStatus);

/** Share permissions in their flag form (fields of a recipient's permissions). */
export const sharePermissionFlags = [
  'canView',
  'canDownload',
  'canHide',
  'canUseAIChat',
  'notifyViews',
  'notifyDownloads',
  'batchNotifications',
  'notifyOnUpdates',
] as const;
export type SharePermissionFlag = (typeof sharePermissionFlags)[number];

/** Share permissions as people read them (the groups page's boxes, the "why can X see this?" answer). */
export const sharePermissionLabels: Readonly<Record<SharePermissionFlag, string>> = {
  canView: 'View',
  canDownload: 'Download',
  canHide: 'Hidden from this group',
  canUseAIChat: 'AI chat',
  notifyViews: 'Notify on views',
  notifyDownloads: 'Notify on downloads',
  batchNotifications: 'Batch notifications',
  notifyOnUpdates: 'Notify on updates',
};

/** Share permissions in their short name form ('chat' is the AI chat). */
export const sharePermissionNames = [
  'view',
  'download',
  'hide',
  'chat',
  'notifyViews',
  'notifyDownloads',
  'batchNotifications',
  'notifyUpdates',
] as const;
export type SharePermissionName = (typeof sharePermissionNames)[number];
export const sharePermissionNameSchema = v.picklist(sharePermissionNames, messages.invalidSharePermission);

/** Flag form → name form. */
export const sharePermissionNameByFlag: Readonly<Record<SharePermissionFlag, SharePermissionName>> = {
  canView: 'view',
  canDownload: 'download',
  canHide: 'hide',
  canUseAIChat: 'chat',
  notifyViews: 'notifyViews',
  notifyDownloads: 'notifyDownloads',
  batchNotifications: 'batchNotifications',
  notifyOnUpdates: 'notifyUpdates',
};

/** Name form → flag form. */
export const sharePermissionFlagByName: Readonly<Record<SharePermissionName, SharePermissionFlag>> = {
  view: 'canView',
  download: 'canDownload',
  hide: 'canHide',
  chat: 'canUseAIChat',
  notifyViews: 'notifyViews',
  notifyDownloads: 'notifyDownloads',
  batchNotifications: 'batchNotifications',
  notifyUpdates: 'notifyOnUpdates',
};

export type SharePermissions = Record<SharePermissionFlag, boolean>;

/** All eight flags; a missing flag is false. */
export const sharePermissionsSchema = v.object({
  canView: v.optional(v.boolean(), false),
  canDownload: v.optional(v.boolean(), false),
  canHide: v.optional(v.boolean(), false),
  canUseAIChat: v.optional(v.boolean(), false),
  notifyViews: v.optional(v.boolean(), false),
  notifyDownloads: v.optional(v.boolean(), false),
  batchNotifications: v.optional(v.boolean(), false),
  notifyOnUpdates: v.optional(v.boolean(), false),
});

/** `{ canView: true, canUseAIChat: true, … }` → `['view', 'chat']` (in name-form order). */
export function sharePermissionsToNames(permissions: Partial<SharePermissions>): SharePermissionName[] {
  return sharePermissionNames.filter((name) => permissions[sharePermissionFlagByName[name]] === true);
}

/** `['view', 'chat']` → all eight flags, the given ones true. */
export function sharePermissionsFromNames(names: readonly SharePermissionName[]): SharePermissions {
  const permissions = Object.fromEntries(sharePermissionFlags.map((flag) => [flag, false])) as SharePermissions;
  for (const name of names) permissions[sharePermissionFlagByName[name]] = true;
  return permissions;
}
