import { type NavEntry, navigationEntries } from '@fundnet/app-runtime/navigation';

/**
 * The profile-management sections this area renders at /settings/<path>. Which sections exist, their names, tab
 * groups, profile types, roles and whether they are built come from the navigation registry
 * (@fundnet/app-runtime/navigation); this file adds what each page says under its title. A section the registry marks
 * unbuilt has no route here (its address is this area's "page not found") and no menu links it.
 */
export const sectionSummaries: Readonly<Record<string, string>> = {
  feedback: 'Feedback exchanged between funds and investors.',
  callToAction: 'What visitors of your profile are invited to do.',
  nda: 'The non-disclosure agreement visitors accept before seeing gated sections.',
  inviteInvestors: 'Bring the investors you know to your profile.',
  shareProfileLink: 'Links that share your profile with people outside Fundnet.',
  profileVisits: 'Who looked at your profile, and when.',
  subscribers: 'People who subscribed to updates of your profile.',
  invitations: 'Invitations sent from and to this profile.',
  account: 'How this profile behaves on Fundnet.',
  company: 'The company behind this profile.',
  team: 'The people who manage this profile with you.',
  billing: 'Your membership plan and subscription.',
  webhooks: 'Signed webhooks that send the fund’s activity to your own systems.',
  deleteProfile: 'Remove this profile from Fundnet.',
  notifications: 'What Fundnet tells you about, and how.',
};

export interface SettingsPage {
  /** The registry id. */
  id: string;
  label: string;
  /** The path under /settings. */
  path: string;
  summary: string;
}

const settingsPrefix = '/settings/';

/** The built sections of this area (registry entries under /settings/ that this file describes), in registry order. */
export function settingsPagesOf(entries: readonly NavEntry[] = navigationEntries): SettingsPage[] {
  return entries.flatMap((entry) => {
    const summary = sectionSummaries[entry.id];
    if (!entry.built || entry.menu !== 'settings' || !entry.to.startsWith(settingsPrefix) || summary === undefined) return [];
    return [{ id: entry.id, label: entry.label, path: entry.to.slice(settingsPrefix.length), summary }];
  });
}

export const settingsPages: readonly SettingsPage[] = settingsPagesOf();

/** Whether /profile/<rest> names a page of a built section (the section itself or a page under it). */
export const isSettingsPagePath = (rest: string): boolean =>
  settingsPages.some((page) => rest === page.path || rest.startsWith(`${page.path}/`));
