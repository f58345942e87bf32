import type { ProfileMemberRole } from '@fundnet/validation-schema';

/**
 * What each role may do on the team (the contract's rules: only an owner grants or removes the owner
 * and admin roles; admins manage editors and viewers; editors and viewers only look).
 */
export const roleLabels: Record<ProfileMemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

export const roleHints: Record<ProfileMemberRole, string> = {
  owner: 'Everything, including deleting the profile and managing admins.',
  admin: 'Edits the profile and manages editors and viewers.',
  editor: 'Edits the profile.',
  viewer: 'Sees the profile and its analytics.',
};

/** Whether `role` manages the team at all (invite, resend, revoke, change roles, remove). */
export function canManageTeam(role: ProfileMemberRole | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/** Why a role that may not manage the team sees the actions disabled. */
export function teamActionsHint(role: ProfileMemberRole | undefined): string {
  const label = role ? roleLabels[role].toLowerCase() : 'member';
  return `As ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} you can see the team, but only an owner or an admin can invite people, change roles or remove members.`;
}

/** The roles `actor` may grant to a member (owners: all; admins: editor and viewer). */
export function grantableRoles(actor: ProfileMemberRole | undefined): ProfileMemberRole[] {
  if (actor === 'owner') return ['owner', 'admin', 'editor', 'viewer'];
  if (actor === 'admin') return ['editor', 'viewer'];
  return [];
}

/** The roles `actor` may invite people with (never owner: ownership is granted by changing a role). */
export function invitableRoles(actor: ProfileMemberRole | undefined): ('admin' | 'editor' | 'viewer')[] {
  if (actor === 'owner') return ['admin', 'editor', 'viewer'];
  if (actor === 'admin') return ['editor', 'viewer'];
  return [];
}

/** Whether `actor` may change the role of, or remove, a member holding `target`. */
export function canActOn(actor: ProfileMemberRole | undefined, target: ProfileMemberRole): boolean {
  if (actor === 'owner') return true;
  if (actor === 'admin') return target === 'editor' || target === 'viewer';
  return false;
}
