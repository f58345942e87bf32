// The navigation registry every app reads (issue 11.1; docs/frontend-conventions.md, "Navigation").
export {
  type NavEntry,
  type NavMemberRole,
  type NavMenu,
  type NavProfileType,
  navigationEntries,
  type SettingsGroup,
  settingsGroups,
} from './registry';
export {
  inSettings,
  isCurrent,
  type NavContext,
  type NavLinkItem,
  navContextOf,
  navItems,
  profilePaths,
  serves,
  settingsLanding,
  settingsNavGroups,
  signedOutContext,
} from './select';
