import {
  type NavEntry,
  type NavMemberRole,
  type NavMenu,
  type NavProfileType,
  navigationEntries,
  type SettingsGroup,
  settingsGroups,
} from './registry';

/** Who is looking: what decides which entries they see. */
export interface NavContext {
  signedIn: boolean;
  isAdmin: boolean;
  /** The profile the user acts as, with their role on it; null without one. */
  activeProfile: { type: NavProfileType; role: NavMemberRole } | null;
}

/** An entry as a menu links it: `to` resolved for the active profile. */
export interface NavLinkItem {
  id: string;
  label: string;
  to: string;
  /** Current only at `to` itself (the registry's `exact`); set only when true. */
  exact?: true;
}

export const signedOutContext: NavContext = { signedIn: false, isAdmin: false, activeProfile: null };

const roleRank: Readonly<Record<NavMemberRole, number>> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

/** Where each profile type's own pages live (validation-schema's profileTypePaths; repeated to keep this file dependency-free, a test holds them equal). */
export const profilePaths: Readonly<Record<NavProfileType, string>> = {
  fund: '/fund',
  investor: '/investor',
  serviceProvider: '/serviceProvider',
};

/** Whether `context` may see `entry`, built or not. */
export function serves(entry: NavEntry, context: NavContext): boolean {
  switch (entry.audience) {
    case 'public':
      return true;
    case 'signedIn':
      return context.signedIn;
    case 'admin':
      return context.signedIn && context.isAdmin;
    case 'profile': {
      const profile = context.signedIn ? context.activeProfile : null;
      if (!profile) return false;
      if (entry.profileTypes && !entry.profileTypes.includes(profile.type)) return false;
      return roleRank[profile.role] >= roleRank[entry.minRole ?? 'viewer'];
    }
  }
}

function resolve(entry: NavEntry, context: NavContext): NavLinkItem {
  const base = context.activeProfile ? profilePaths[context.activeProfile.type] : '';
  const item: NavLinkItem = { id: entry.id, label: entry.label, to: entry.to.replace('{profile}', base) };
  if (entry.exact) item.exact = true;
  return item;
}

/** The links of one menu for `context`: entries it serves whose page is built, in registry order. */
export function navItems(menu: NavMenu, context: NavContext, entries: readonly NavEntry[] = navigationEntries): NavLinkItem[] {
  return entries.filter((entry) => entry.menu === menu && entry.built && serves(entry, context)).map((entry) => resolve(entry, context));
}

/** The profile-management links by tab group (Profile, Reach, Other), empty groups left out. */
export function settingsNavGroups(
  context: NavContext,
  entries: readonly NavEntry[] = navigationEntries,
): { group: SettingsGroup; items: NavLinkItem[] }[] {
  const items = entries.filter((entry) => entry.menu === 'settings' && entry.built && serves(entry, context));
  return settingsGroups
    .map((group) => ({ group, items: items.filter((entry) => entry.group === group).map((entry) => resolve(entry, context)) }))
    .filter((group) => group.items.length > 0);
}

/**
 * Where the Settings links (the workspace navigation's and the account menu's "Profile settings") lead: the first
 * section `context` may use whose page has the settings side nav (`settingsFrame`), so every section is one more click
 * away. Null when it may use none (no active profile).
 */
export function settingsLanding(context: NavContext, entries: readonly NavEntry[] = navigationEntries): NavLinkItem | null {
  const landing = entries.find((entry) => entry.menu === 'settings' && entry.settingsFrame && entry.built && serves(entry, context));
  return landing ? resolve(landing, context) : null;
}

/**
 * The context of a signed-in user from users/get-me and the session's active profile: the role is the user's
 * membership of that profile (a profile missing from the list, e.g. just created, counts as no profile yet).
 */
export function navContextOf(input: {
  signedIn: boolean;
  isAdmin?: boolean;
  activeProfile: { id: string; type: NavProfileType } | null;
  profiles?: readonly { id: string; type: NavProfileType; role: NavMemberRole }[];
}): NavContext {
  if (!input.signedIn) return signedOutContext;
  const member = input.activeProfile && input.profiles?.find((profile) => profile.id === input.activeProfile?.id);
  return {
    signedIn: true,
    isAdmin: input.isAdmin ?? false,
    activeProfile: member ? { type: member.type, role: member.role } : null,
  };
}

/** The entry whose page `pathname` is (or is under, unless the entry is `exact`), for "current page" marks. */
export function isCurrent(item: NavLinkItem, pathname: string): boolean {
  return pathname === item.to || (!item.exact && pathname.startsWith(`${item.to}/`));
}

/** Whether `pathname` is one of the profile-management sections `context` may use (the Settings links' "current" mark). */
export function inSettings(context: NavContext, pathname: string, entries: readonly NavEntry[] = navigationEntries): boolean {
  return settingsNavGroups(context, entries).some((group) => group.items.some((item) => isCurrent(item, pathname)));
}
