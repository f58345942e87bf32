import * as v from 'valibot';
import type { ProfileType } from '../enums/profiles';

/**
 * Who may read each contact and personal field of a profile: declared once here, enforced by the server on every read
 * of a profile by someone else (the public profile read, discovery cards, share-link views) and read by the web app to
 * say what was withheld and why (issue 11 item 5). A field not listed is public: it is part of the profile's public
 * page once an administrator approved it (hidden fields and the NDA still apply on top).
 *
 * The audiences, from widest to narrowest:
 * - `public`: anyone, signed out included.
 * - `signedIn`: any signed-in user; a share-link visitor of this profile too (the owner chose to send them the link).
 * - `linkScope`: only visitors holding a share link (or investor invite) of this profile, and the members: personal
 *   numbers the owner hands out deliberately, never to every signed-in user.
 * - `members`: only the profile's own team.
 *
 * Fields are the top-level fields of a section ('<section>.<field>', the unit of hidden and not-applicable fields).
 */
export const fieldAudiences = ['public', 'signedIn', 'linkScope', 'members'] as const;
export type FieldAudience = (typeof fieldAudiences)[number];
export const fieldAudienceSchema = v.picklist(fieldAudiences);

export const profileFieldAudiences: Readonly<Record<ProfileType, Readonly<Record<string, Exclude<FieldAudience, 'public'>>>>> = {
  fund: {
    // The website and social links: discovery's cards have always kept them for signed-in users.
    'fund-details.links': 'signedIn',
    'contact-me.contactName': 'signedIn',
    'contact-me.email': 'signedIn',
    'contact-me.bookingUrl': 'signedIn',
    'contact-me.phoneNumber': 'linkScope',
  },
  investor: {
    'your-details.linkedinProfile': 'signedIn',
    'your-details.phoneNumber': 'linkScope',
  },
  serviceProvider: {
    'your-details.url': 'signedIn',
    'your-details.links': 'signedIn',
  },
};

/** Who is reading: built by the server from the request (or from a share-link visitor's token). */
export interface AudienceContext {
  /** A signed-in user (a full session). */
  signedIn: boolean;
  /** The reader is a member of the profile read. */
  member: boolean;
  /** The reader holds a share link (or investor invite) of the profile read. */
  linkScope: boolean;
}

export const publicAudience: AudienceContext = { signedIn: false, member: false, linkScope: false };
export const signedInAudience: AudienceContext = { signedIn: true, member: false, linkScope: false };

/** The audience of '<section>.<field>' of a profile type ('public' when not declared). */
export function audienceOf(type: ProfileType, field: string): FieldAudience {
  return profileFieldAudiences[type][field] ?? 'public';
}

/** Whether a reader in `context` may read a field of `audience`. */
export function canRead(audience: FieldAudience, context: AudienceContext): boolean {
  switch (audience) {
    case 'public':
      return true;
    case 'signedIn':
      return context.signedIn || context.linkScope || context.member;
    case 'linkScope':
      return context.linkScope || context.member;
    case 'members':
      return context.member;
  }
}

/** A field the server left out of a reply, and the audience it is kept for (so the page can say why). */
export const withheldFieldSchema = v.object({ field: v.string(), audience: fieldAudienceSchema });
export type WithheldField = v.InferOutput<typeof withheldFieldSchema>;

/** What a page says where fields were withheld: one sentence per reason, the widest audience first. */
export const withheldFieldMessages: Readonly<Record<Exclude<FieldAudience, 'public'>, string>> = {
  signedIn: 'Sign in to see contact details.',
  linkScope: 'Some contact details are shared only through the profile’s own share link.',
  members: 'Some details are visible to the profile’s team only.',
};

/** The sentences a page shows for what it was not sent (none when nothing was withheld). */
export function withheldNotices(withheld: readonly WithheldField[] | undefined): string[] {
  const audiences = new Set((withheld ?? []).map((item) => item.audience));
  return (['signedIn', 'linkScope', 'members'] as const).filter((a) => audiences.has(a)).map((a) => withheldFieldMessages[a]);
}
