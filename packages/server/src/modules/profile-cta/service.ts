import {
  CALL_TO_ACTION_SECTION,
  type CallToAction,
  type ProfileCtaReply,
  type ProfileType,
  type PublicProfileCtaReply,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import {
  familyOfType,
  latestApprovals,
  profileWithFamily,
  publicContext,
  readPublished,
  readWorking,
  type SectionData,
  toSectionState,
  writeSection,
} from '../profile-sections';

/**
 * Call To Action Settings (README.md): the profile's `call-to-action` section of the profile-sections
 * engine, so it has a working and a published copy and goes through approval once the profile is
 * published, like the content sections. It is not one of the families' content sections (not in the
 * density, not gateable by the NDA, not a hidden-field choice): this module reads and writes it.
 */

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const at = (data: SectionData | undefined, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);

/** Targets the profile's own sections already hold (working copies), offered in the settings. */
function suggestionsOf(type: ProfileType, working: ReadonlyMap<string, { data: SectionData }>): ProfileCtaReply['suggestions'] {
  const data = (section: string) => working.get(section)?.data;
  if (type === 'fund') {
    return {
      bookingUrl: text(at(data('contact-me'), 'bookingUrl')),
      email: text(at(data('contact-me'), 'email')),
      websiteUrl: text(at(data('fund-details'), 'links', 'url')),
    };
  }
  if (type === 'serviceProvider') {
    return {
      bookingUrl: null,
      email: null,
      websiteUrl: text(at(data('your-details'), 'url')) ?? text(at(data('your-details'), 'links', 'url')),
    };
  }
  return { bookingUrl: null, email: null, websiteUrl: null };
}

/** GET api/profile-cta: the section's state as the members see it, with the suggested targets. */
export async function readCallToAction(db: Db, profile: { id: string; type: ProfileType }): Promise<ProfileCtaReply> {
  const [working, published, approvals] = await Promise.all([
    readWorking(db, profile.id),
    readPublished(db, profile.id),
    latestApprovals(db, profile.id),
  ]);
  return {
    section: toSectionState(
      CALL_TO_ACTION_SECTION,
      working.get(CALL_TO_ACTION_SECTION),
      published.get(CALL_TO_ACTION_SECTION),
      approvals.get(CALL_TO_ACTION_SECTION),
    ),
    suggestions: suggestionsOf(profile.type, working),
  };
}

/** PUT api/profile-cta: replaces the working copy (and opens or moves its approval item once the profile is published). */
export async function saveCallToAction(
  db: Db,
  profile: { id: string; type: ProfileType },
  data: CallToAction,
  userId: string,
): Promise<ProfileCtaReply> {
  await writeSection(db, familyOfType(profile.type).config, { profileId: profile.id, section: CALL_TO_ACTION_SECTION, data, userId });
  return readCallToAction(db, profile);
}

/** The address the button opens: the stored https:// address, a mailto: link, or none (subscribe happens in the app). */
function hrefOf(data: SectionData): string | null {
  if (data.action === 'sendEmail') return text(data.email) ? `mailto:${encodeURIComponent(text(data.email)!).replace(/%40/g, '@')}` : null;
  if (data.action === 'bookMeeting' || data.action === 'visitWebsite') return text(data.url);
  return null;
}

/**
 * GET api/profile-cta/public/{profileId}: the published button of a published (and publicly visible)
 * profile; 404 otherwise, like the family's public view. No button: `callToAction` null.
 */
export async function readPublicCallToAction(db: Db, profileId: string): Promise<PublicProfileCtaReply> {
  const { family } = await profileWithFamily(db, profileId);
  const { published } = await publicContext(db, family, profileId, null);
  const data = published.get(CALL_TO_ACTION_SECTION)?.data;
  const label = text(data?.label);
  if (!data || data.action === 'none' || !label) return { callToAction: null };
  const href = hrefOf(data);
  if (data.action !== 'subscribe' && !href) return { callToAction: null };
  return { callToAction: { action: data.action as NonNullable<PublicProfileCtaReply['callToAction']>['action'], label, href } };
}
