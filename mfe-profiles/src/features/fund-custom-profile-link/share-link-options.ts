import {
  type AccessMode,
  parseScopeResource,
  type SharePermissionName,
  type ShareLinkNdaMode,
  type ShareScopeResource,
  shareScopeResourceLabels,
} from '@fundnet/validation-schema';
import { fundKind } from '../fund-info';

/** How each access mode reads to a fund member choosing it. */
export const accessModeOptions: readonly { value: AccessMode; label: string; help: string }[] = [
  { value: 'AnyoneWithLink', label: 'Anyone with the link', help: 'Whoever holds the link sees the chosen sections.' },
  { value: 'AnyoneWithLinkAndPw', label: 'Anyone with the link and a password', help: 'The link plus a password you give out.' },
  {
    value: 'AnyoneEnteringAnEmail',
    label: 'Anyone entering an e-mail',
    help: 'Visitors type their e-mail address first; you see who opened.',
  },
  {
    value: 'MagicLinkAnyoneEnteringAnEmail',
    label: 'Anyone with a verified e-mail (magic link)',
    help: 'Visitors receive a one-time link at the address they type, which proves it is theirs.',
  },
  { value: 'ByEmail', label: 'Invited addresses, signed in', help: 'Only the addresses you list, signed in to Fundnet with them.' },
  {
    value: 'MagicLinkByEmail',
    label: 'Invited addresses (magic link)',
    help: 'Only the addresses you list, each proven by a one-time link by e-mail; no account needed.',
  },
  { value: 'WithLink', label: 'Invitees with the link', help: 'Whoever holds the link you send to your invitees.' },
  { value: 'WithLinkAndPassword', label: 'Invitees with the link and a password', help: 'The link you send plus a password.' },
];

export const accessModeLabel = (mode: AccessMode) => accessModeOptions.find((option) => option.value === mode)?.label ?? mode;

/** Share permissions in their name form (forms §4), with their labels. */
export const permissionOptions: readonly { value: SharePermissionName; label: string }[] = [
  { value: 'view', label: 'View' },
  { value: 'download', label: 'Download' },
  { value: 'hide', label: 'Hide' },
  { value: 'chat', label: 'AI chat' },
  { value: 'notifyViews', label: 'Notify me of views' },
  { value: 'notifyDownloads', label: 'Notify me of downloads' },
  { value: 'batchNotifications', label: 'Batch notifications' },
  { value: 'notifyUpdates', label: 'Notify visitors of updates' },
];

export const sectionLabel = (section: string) => (fundKind.labels as Record<string, string>)[section] ?? section;

/**
 * What a link shares, in words for its card: "Fund profile (Overview, Fund terms)" for the profile's sections, then
 * "Track record: Fund I" and "Data room: Diligence" for each resource, named from the fund's scope options. A scope
 * entry is never shown raw (`track-record:5172415a-…`): a resource the options no longer hold (deleted) is named by
 * its kind alone; while the options load, by its kind too.
 */
export function scopeLabels(scope: readonly string[], resources: readonly ShareScopeResource[] | undefined): string[] {
  const sections: string[] = [];
  const others: string[] = [];
  const names = new Map((resources ?? []).map((resource) => [resource.entry, resource.name]));
  for (const entry of scope) {
    const resource = parseScopeResource(entry);
    if (!resource) {
      sections.push(sectionLabel(entry));
      continue;
    }
    const kind = shareScopeResourceLabels[resource.kind];
    const name = names.get(entry);
    others.push(name ? `${kind}: ${name}` : resources ? `${kind} (no longer available)` : kind);
  }
  return [...(sections.length > 0 ? [`Fund profile (${sections.join(', ')})`] : []), ...others];
}

export const denialTexts: Record<'inactive' | 'expired' | 'notAllowed', { title: string; description: string }> = {
  inactive: { title: 'This link is no longer active', description: 'The fund switched this share link off.' },
  expired: { title: 'This link has expired', description: 'The share link was open until a date that has passed.' },
  notAllowed: { title: 'This link was not shared with you', description: 'Your e-mail address is not among those the fund admitted.' },
};

/** How a link's visitors take the NDA (issue 35, ADR 0082). */
export const ndaModeOptions: readonly { value: ShareLinkNdaMode; label: string; help: string }[] = [
  { value: 'clickThrough', label: 'Click to accept', help: 'Visitors tick to accept; you see who accepted which version and when.' },
  {
    value: 'signature',
    label: 'Sign with full name',
    help: 'Visitors type their full name (and may draw a signature); you download each signed NDA with its certificate.',
  },
];
