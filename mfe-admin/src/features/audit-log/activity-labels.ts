import {
  type ApprovalStatus,
  type AuditAction,
  type ProfileMemberRole,
  type ProfileStatus,
  profileMemberRoleLabels,
  profileStatusLabels,
} from '@fundnet/validation-schema';
import { approvalStatusLabels, sectionLabel } from '../approvals';

export const actionLabels: Record<AuditAction, string> = {
  'auth.login': 'Signed in',
  'auth.loginFailed': 'Failed sign-in',
  'auth.adminLogin': 'Administrator signed in',
  'auth.passwordChanged': 'Password changed',
  'auth.passwordReset': 'Password reset',
  'auth.signup': 'Signed up',
  'admin.userUpdated': 'User edited',
  'admin.userDeleted': 'User deleted',
  'admin.userRestored': 'User restored',
  'admin.userRevoked': 'User revoked',
  'admin.userReinstated': 'User reinstated',
  'admin.roleChanged': 'Administrator role changed',
  'admin.administratorInvited': 'Administrator invited',
  'admin.profileStatusChanged': 'Profile status changed',
  'admin.profileViewedAs': 'Profile viewed as an audience',
  'admin.referralLinkCreated': 'Referral link created',
  'admin.referralLinkUpdated': 'Referral link changed',
  'admin.activityExported': 'Activity log exported',
  'admin.marketDataImported': 'Market data imported',
  'admin.profilesExported': 'Profiles exported',
  'approval.approved': 'Approval approved',
  'approval.rejected': 'Approval declined',
  'profile.memberRoleChanged': 'Member role changed',
  'profile.memberRemoved': 'Member removed',
  'profile.linkChanged': 'Share link changed',
  'profile.linkDeleted': 'Share link deleted',
  'dataRoom.permissionChanged': 'Data-room permission changed',
};

export const actionLabel = (action: string) => actionLabels[action as AuditAction] ?? action;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown) => typeof value === 'string' && UUID.test(value);

/** 'holdersAdded' → 'Holders added'. */
const keyLabel = (key: string) => {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The words of a stored value of a known key: an approval's section (null is the whole profile) and status, a
 * profile's status, a member's role. Every list is the shared one; no code reaches the screen (issue 34 item 9).
 */
const valueWords: Record<string, (value: string | null) => string | undefined> = {
  section: (value) => sectionLabel(value),
  status: (value) =>
    value === null ? undefined : (approvalStatusLabels[value as ApprovalStatus] ?? profileStatusLabels[value as ProfileStatus]),
  role: (value) => (value === null ? undefined : profileMemberRoleLabels[value as ProfileMemberRole]),
};

function valueText(key: string, value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string' || value === null) {
    const words = valueWords[key]?.(value);
    if (words) return words;
    return value === null ? '—' : value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/**
 * "Field: before → after" for every top-level field that differs (or is only on one side), in words. Ids (the
 * approval item, the profile) are left out: the entry's target names what was changed, an id tells a person nothing.
 */
export function diffText(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .filter((key) => !(isId(before?.[key]) || isId(after?.[key])))
    .map((key) =>
      before
        ? `${keyLabel(key)}: ${valueText(key, before[key])} → ${valueText(key, after?.[key])}`
        : `${keyLabel(key)}: ${valueText(key, after?.[key])}`,
    )
    .join('; ');
}
