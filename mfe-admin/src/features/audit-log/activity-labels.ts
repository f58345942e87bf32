import type { AuditAction } from '@fundnet/validation-schema';

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
  'dataRoom.permissionChanged': 'Data-room permission changed',
};

export const actionLabel = (action: string) => actionLabels[action as AuditAction] ?? action;

/** "field: before → after" for every top-level field that differs (or is only on one side). */
export function diffText(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((key) => (before ? `${key}: ${show(before[key])} → ${show(after?.[key])}` : `${key}: ${show(after?.[key])}`))
    .join('; ');
}
