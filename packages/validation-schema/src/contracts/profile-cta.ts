import * as v from 'valibot';
import { messages } from '../messages';
import { optionalEmailSchema } from '../rules/email';
import { formObject } from '../rules/object';
import { optionalString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { sectionStateSchema } from './profile-sections';

/**
 * Contract of the profile-cta family (api/profile-cta): Call To Action Settings, the one primary button
 * of a profile's public page (the spec lists the screen and shows nothing of it; this is our design).
 *
 * - What the button does: `action`, the same choices for funds, investors and service providers:
 *   none (no button), bookMeeting (opens a booking page, e.g. a calendar link), sendEmail (writes an
 *   e-mail), visitWebsite (opens a page), subscribe (the visitor's active profile subscribes to this
 *   profile's updates, in the app). Requesting data-room access joins the list with the data room.
 * - What it says: `label`, required unless the action is none (at most 40 characters).
 * - Where it leads: `url` (bookMeeting, visitWebsite; http(s), 'https://' added to a bare address) or
 *   `email` (sendEmail). Fields the action does not use are stored as null.
 * - The call to action is public content: it is stored as the profile's `call-to-action` section in the
 *   profile-sections engine, so once the profile is published a change waits for an administrator's
 *   approval like any section (visitors keep the published button meanwhile). It replaces the fund
 *   contact section's former free-text `callToAction` (migrated into it): one source of truth.
 */

/** The engine section that holds the call to action (working and published copies, approval items). */
export const CALL_TO_ACTION_SECTION = 'call-to-action';
/** Longest button label (our choice: a button, not a sentence). */
export const CALL_TO_ACTION_LABEL_MAX_LENGTH = 40;

export const callToActionKinds = ['none', 'bookMeeting', 'sendEmail', 'visitWebsite', 'subscribe'] as const;
export type CallToActionKind = (typeof callToActionKinds)[number];

export const profileCtaMessages = {
  actionInvalid: 'Select what the button does', // not in spec
  labelRequired: 'Enter the text of the button', // not in spec
  labelMaxLength: `The button text can be at most ${CALL_TO_ACTION_LABEL_MAX_LENGTH} characters`, // not in spec
  urlRequired: 'Enter the address the button opens', // not in spec
  profileIdInvalid: 'This profile does not exist.', // not in spec
} as const;

/** How each action reads in the settings, with the label it suggests. */
export const callToActionKindOptions: readonly { value: CallToActionKind; label: string; suggestedLabel: string; help: string }[] = [
  { value: 'none', label: 'No button', suggestedLabel: '', help: 'Visitors see your profile without a call to action.' },
  {
    value: 'bookMeeting',
    label: 'Book a meeting',
    suggestedLabel: 'Book a meeting',
    help: 'Opens your booking page (for example your calendar link) in a new tab.',
  },
  { value: 'sendEmail', label: 'Send an e-mail', suggestedLabel: 'Send us an e-mail', help: 'Opens the visitor’s e-mail program.' },
  { value: 'visitWebsite', label: 'Visit a website', suggestedLabel: 'Visit our website', help: 'Opens the page you choose in a new tab.' },
  {
    value: 'subscribe',
    label: 'Subscribe to updates',
    suggestedLabel: 'Subscribe to updates',
    help: 'Signed-in visitors subscribe to your profile’s updates with one click; you see them under Subscribers.',
  },
];

/** Actions that open `url`. */
export const callToActionUrlKinds: readonly CallToActionKind[] = ['bookMeeting', 'visitWebsite'];

const withScheme = (url: string | null) => (url && !/^https?:\/\//i.test(url) ? `https://${url}` : url);

/**
 * PUT api/profile-cta: the call to action (the settings form). Output: the fields the action does not
 * use are null; a url without a scheme gets https://.
 */
export const callToActionSchema = v.pipe(
  formObject({
    action: v.picklist(callToActionKinds, profileCtaMessages.actionInvalid),
    label: v.pipe(
      optionalString(),
      v.check((label) => label === null || label.length <= CALL_TO_ACTION_LABEL_MAX_LENGTH, profileCtaMessages.labelMaxLength),
    ),
    url: optionalUrl(messages.invalidUrlFormat),
    email: optionalEmailSchema,
  }),
  // One check for the three targets, so a form shows every missing one at once (forms stop a pipe at its first failing check).
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const missing = (key: 'label' | 'url' | 'email', message: string) =>
      addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
    if (input.action !== 'none' && !input.label) missing('label', profileCtaMessages.labelRequired);
    if (callToActionUrlKinds.includes(input.action) && !input.url) missing('url', profileCtaMessages.urlRequired);
    if (input.action === 'sendEmail' && !input.email) missing('email', messages.emailRequired);
  }),
  v.transform((input) => ({
    action: input.action,
    label: input.action === 'none' ? null : input.label,
    url: callToActionUrlKinds.includes(input.action) ? withScheme(input.url) : null,
    email: input.action === 'sendEmail' ? input.email : null,
  })),
);
export type CallToActionInput = v.InferInput<typeof callToActionSchema>;
export type CallToAction = v.InferOutput<typeof callToActionSchema>;

/** The stored document's shape (a reply; what the settings form starts from). */
export const callToActionDataSchema = v.object({
  action: v.picklist(callToActionKinds),
  label: v.nullable(v.string()),
  url: v.nullable(v.string()),
  email: v.nullable(v.string()),
});

/**
 * GET / PUT api/profile-cta: the call-to-action section as the members see it (working copy, published
 * copy, and the pending or declined approval item, like any section), plus what the fund's contact
 * section already holds, to suggest targets (null for investors and providers).
 */
export const profileCtaReply = v.object({
  section: sectionStateSchema,
  suggestions: v.object({
    bookingUrl: v.nullable(v.string()),
    email: v.nullable(v.string()),
    websiteUrl: v.nullable(v.string()),
  }),
});
export type ProfileCtaReply = v.InferOutput<typeof profileCtaReply>;

/** Path of api/profile-cta/public/{profileId}. */
export const profileCtaPublicParams = v.object({
  profileId: v.pipe(v.string(profileCtaMessages.profileIdInvalid), v.uuid(profileCtaMessages.profileIdInvalid)),
});

/**
 * GET api/profile-cta/public/{profileId}: the published button of a published profile, ready to render:
 * `href` is the https:// or mailto: address (null for subscribe, which the app performs). `callToAction`
 * is null when the profile shows no button.
 */
export const publicCallToActionSchema = v.object({
  action: v.picklist(callToActionKinds),
  label: v.string(),
  href: v.nullable(v.string()),
});
export type PublicCallToAction = v.InferOutput<typeof publicCallToActionSchema>;
export const publicProfileCtaReply = v.object({ callToAction: v.nullable(publicCallToActionSchema) });
export type PublicProfileCtaReply = v.InferOutput<typeof publicProfileCtaReply>;
