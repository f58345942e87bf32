import * as v from 'valibot';
import {
  type AccessMode,
  accessModeSchema,
  sharePermissionNameSchema,
  sharePermissionsSchema,
  shareLinkStatusSchema,
} from '../enums/access';
import { profileTypeSchema } from '../enums/profiles';
import { formObject } from '../rules/object';
import { email, optionalEmailSchema } from '../rules/email';
import { optionalString, requiredString } from '../rules/strings';
import { messages } from '../messages';
import { publicSectionSchema } from './profile-sections';

/**
 * Contract of the fund-custom-profile-link family (api/fund-custom-profile-link, and the same service under
 * api/fund-custom-profile-link-v2, the spec's "newer variant"). A fund shares its profile through a link whose
 * access mode (enums/access.ts) becomes ONE access-policy row: require an e-mail, verify it (sign-in or magic
 * link), a password, allow / deny lists of addresses and @domains, an NDA, an expiry. Passing the gates gives a
 * visitor token (header `x-visitor-token`) scoped to that one link; it reads only the link's sections.
 * packages/server/src/modules/fund-custom-profile-link/README.md gives the design; ADR 0021-0023 the choices.
 */

export const VISITOR_TOKEN_HEADER = 'x-visitor-token';
/**
 * The cookie the share-link page keeps its visitor token in besides the tab's storage, scoped to the link's page
 * (`Path=/fund/shared/<slug>`): the page's own request carries it, so the API can send the page rendered for the
 * visitor past the gates (ADR 0106). The API's calls never read it; they take the token in {@link VISITOR_TOKEN_HEADER}.
 */
export const VISITOR_PAGE_COOKIE = 'fundnet-visitor';
export const SHARE_LINK_NAME_MAX_LENGTH = 100;
export const SHARE_LINK_LIST_MAX = 200;
export const SHARE_LINK_PASSWORD_MIN_LENGTH = 6;
export const SHARE_LINK_PASSWORD_MAX_LENGTH = 128;
export const SHARE_LINK_MESSAGE_MAX_LENGTH = 2000;
/** "Express interest": the visitor's name and the message to the fund. */
export const SHARE_LINK_INTEREST_NAME_MAX_LENGTH = 100;
export const SHARE_LINK_INTEREST_MESSAGE_MAX_LENGTH = 1000;

/**
 * How a link's visitors take its NDA (issue 35): `clickThrough` (a box to tick, as before) or `signature` (typed full
 * name, an optional drawing, and a signed PDF with a certificate page: fund-custom-profile-link-nda.ts).
 */
export const shareLinkNdaModes = ['clickThrough', 'signature'] as const;
export type ShareLinkNdaMode = (typeof shareLinkNdaModes)[number];
export const shareLinkNdaModeSchema = v.picklist(shareLinkNdaModes, 'Choose how visitors take the NDA');

/** The path prefixes of the family: the original and the newer variant serve the same routes. */
export const shareLinkPrefixes = ['fund-custom-profile-link', 'fund-custom-profile-link-v2'] as const;

export const shareLinkMessages = {
  nameRequired: 'Link name is required', // not in spec
  nameTooLong: `Link name can be at most ${SHARE_LINK_NAME_MAX_LENGTH} characters`, // not in spec
  scopeRequired: 'Choose at least one section to share', // not in spec
  scopeInvalid: 'Choose sections, track records or data rooms of this fund', // not in spec
  passwordRequired: 'Password is required', // not in spec
  passwordTooShort: `The password must have at least ${SHARE_LINK_PASSWORD_MIN_LENGTH} characters`, // not in spec
  passwordTooLong: `The password can be at most ${SHARE_LINK_PASSWORD_MAX_LENGTH} characters`, // not in spec
  allowListRequired: 'Add at least one e-mail address or @domain for this access mode', // not in spec
  listEntryInvalid: 'Enter e-mail addresses or @domains (e.g. @example.com)', // not in spec
  listTooLong: `A list can hold at most ${SHARE_LINK_LIST_MAX} entries`, // not in spec
  expiresAtInvalid: 'Enter a valid expiry date', // not in spec
  expiresAtPast: 'The expiry must be in the future', // not in spec
  emailsRequired: 'At least one email is required', // forms §5 (invitations)
  messageTooLong: `The message can be at most ${SHARE_LINK_MESSAGE_MAX_LENGTH} characters`, // not in spec
  linkNotFound: 'This share link does not exist.', // not in spec
  linkIdInvalid: 'Share link id is not valid', // not in spec
  slugInvalid: 'This share link does not exist.', // not in spec
  wrongPassword: 'The password is not correct.', // not in spec
  tooManyAttempts: 'Too many attempts. Try again in a minute.', // not in spec (the per-client route limit: 30 calls a minute)
  visitorTokenMissing: 'Open the share link again.', // not in spec
  gateFirst: 'Pass the earlier steps of this link first.', // not in spec
  ndaNotRequired: 'This link has no NDA to accept.', // not in spec
  acceptRequired: 'Accept the NDA to continue', // not in spec
  magicLinkInvalid: 'This sign-in link is invalid or has already been used. Ask for a new one.', // not in spec
  codeInvalid: 'The code is not correct.', // not in spec
  codeRequired: 'Code is required', // not in spec
  notInvitedAddress: 'This link was not shared with your e-mail address.', // not in spec
  wrongMode: 'This link does not open this way.', // not in spec
  sectionInvalid: 'Select a section of the profile', // not in spec
  secondsInvalid: 'Seconds must be a whole number from 1 to 120', // not in spec
  profileNotFound: 'This profile does not exist.', // not in spec
} as const;

/** Minutes, rounded up, as a person reads them: "1 minute", "15 minutes". */
const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};
/**
 * The throttles of a link's password and typed code say the real wait (the time left in the visitor's window), not
 * "a few minutes". Not in the spec (its error catalogue fixes no message for this).
 */
export const tooManyWrongPasswords = (waitMs: number) => `Too many wrong passwords. Try again in ${minutesText(waitMs)}.`;
export const tooManyWrongCodes = (waitMs: number) => `Too many wrong codes. Try again in ${minutesText(waitMs)}.`;

// ------------------------------------------------------------------------------------------------ pieces

/** An address (`anna@example.com`) or a whole domain (`@example.com`), lower-cased. */
const DOMAIN_ENTRY = /^@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
const ADDRESS_ENTRY = /^[^\s@]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
export const isAddressListEntry = (entry: string) => DOMAIN_ENTRY.test(entry) || ADDRESS_ENTRY.test(entry);

/**
 * For the OpenAPI document, which cannot read the list's check: an entry is an address or an @domain (the server
 * also trims and lower-cases it first, and takes any local part without spaces).
 */
const DOCUMENTED_ENTRY = "^[A-Za-z0-9._%+'-]*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$";

export const addressListSchema = v.pipe(
  v.nullish(
    v.array(
      v.pipe(v.string(shareLinkMessages.listEntryInvalid), v.metadata<string, Record<string, unknown>>({ pattern: DOCUMENTED_ENTRY })),
      shareLinkMessages.listEntryInvalid,
    ),
    [],
  ),
  v.transform((items) => [...new Set((items ?? []).map((item) => item.trim().toLowerCase()).filter((item) => item !== ''))]),
  v.check((items) => items.every(isAddressListEntry), shareLinkMessages.listEntryInvalid),
  v.maxLength(SHARE_LINK_LIST_MAX, shareLinkMessages.listTooLong),
);

/**
 * A link's scope holds content section ids of the fund profile and resources of the fund: `track-record:<id>` and
 * `data-room:<id>` (ADR 0056). The server checks each resource belongs to the link's fund; a visitor who passed
 * every gate reads exactly these, through the modules that own them.
 */
export const shareScopeResourceKinds = ['track-record', 'data-room'] as const;
export type ShareScopeResourceKind = (typeof shareScopeResourceKinds)[number];
export const shareScopeResourceLabels: Record<ShareScopeResourceKind, string> = {
  'track-record': 'Track record',
  'data-room': 'Data room',
};
export const scopeResourceEntry = (kind: ShareScopeResourceKind, id: string) => `${kind}:${id}`;
/** A scope entry as a resource (`{ kind, id }`), or null for a content section id. */
export function parseScopeResource(entry: string): { kind: ShareScopeResourceKind; id: string } | null {
  const at = entry.indexOf(':');
  if (at < 0) return null;
  const kind = entry.slice(0, at) as ShareScopeResourceKind;
  return shareScopeResourceKinds.includes(kind) ? { kind, id: entry.slice(at + 1) } : null;
}
/** The ids of one kind of resource a scope holds. */
export const scopeResourceIds = (scope: readonly string[], kind: ShareScopeResourceKind) =>
  scope.flatMap((entry) => {
    const resource = parseScopeResource(entry);
    return resource?.kind === kind ? [resource.id] : [];
  });

const scopeSchema = v.pipe(
  v.array(
    v.pipe(v.string(shareLinkMessages.scopeInvalid), v.maxLength(64, shareLinkMessages.scopeInvalid)),
    shareLinkMessages.scopeRequired,
  ),
  v.transform((items) => [...new Set(items)]),
  v.minLength(1, shareLinkMessages.scopeRequired),
  v.maxLength(64, shareLinkMessages.scopeInvalid),
);

const passwordSchema = v.pipe(
  v.string(shareLinkMessages.passwordRequired),
  v.minLength(SHARE_LINK_PASSWORD_MIN_LENGTH, shareLinkMessages.passwordTooShort),
  v.maxLength(SHARE_LINK_PASSWORD_MAX_LENGTH, shareLinkMessages.passwordTooLong),
);

const expiresAtSchema = v.nullish(
  v.pipe(v.string(shareLinkMessages.expiresAtInvalid), v.isoTimestamp(shareLinkMessages.expiresAtInvalid)),
  null,
);

const nameSchema = v.pipe(
  v.string(shareLinkMessages.nameRequired),
  v.trim(),
  v.nonEmpty(shareLinkMessages.nameRequired),
  v.maxLength(SHARE_LINK_NAME_MAX_LENGTH, shareLinkMessages.nameTooLong),
);

/** The modes whose visitors give an e-mail address (the lists apply to them). */
export const emailAccessModes: readonly AccessMode[] = [
  'ByEmail',
  'AnyoneEnteringAnEmail',
  'MagicLinkByEmail',
  'MagicLinkAnyoneEnteringAnEmail',
];
/** The modes that open only for listed addresses (the allow list may not be empty). */
export const listedAccessModes: readonly AccessMode[] = ['ByEmail', 'MagicLinkByEmail'];

/**
 * Share permissions come in either form of forms §4: the flags (`permissions: { canView, … }`) or the names
 * (`permissionNames: ['view', 'chat']`); the names win when both are sent. Replies carry both forms.
 */
const linkSettingsEntries = {
  name: nameSchema,
  accessMode: accessModeSchema,
  /** Required for the password modes on create; on edit, omit to keep the current one. */
  password: v.nullish(passwordSchema, null),
  allowList: addressListSchema,
  denyList: addressListSchema,
  requireNda: v.optional(v.boolean(), false),
  /** How visitors take the NDA when `requireNda` is on (default: click-through). */
  ndaMode: v.optional(shareLinkNdaModeSchema, 'clickThrough'),
  expiresAt: expiresAtSchema,
  scope: scopeSchema,
  permissions: v.optional(sharePermissionsSchema),
  permissionNames: v.nullish(v.array(sharePermissionNameSchema), null),
  /** Visitors may ask the fund questions in the scope's data rooms (data-room-qa); off unless sent (ADR 0081). */
  allowQuestions: v.optional(v.boolean(), false),
};

export const createShareLinkBody = formObject(linkSettingsEntries);
export type CreateShareLinkInput = v.InferOutput<typeof createShareLinkBody>;
export const editShareLinkBody = formObject(linkSettingsEntries);
export type EditShareLinkInput = v.InferOutput<typeof editShareLinkBody>;

export const shareLinkIdParams = v.object({
  id: v.pipe(v.string(shareLinkMessages.linkIdInvalid), v.uuid(shareLinkMessages.linkIdInvalid)),
});
/** Slugs are 22 base64url characters (128 bits); anything else is simply not a link. */
export const shareLinkSlugParams = v.object({
  slug: v.pipe(v.string(shareLinkMessages.slugInvalid), v.regex(/^[A-Za-z0-9_-]{22,64}$/, shareLinkMessages.slugInvalid)),
});

export const shareLinkStatusBody = formObject({ status: shareLinkStatusSchema });

export const inviteShareLinkBody = formObject({
  emails: v.pipe(
    v.array(email(shareLinkMessages.emailsRequired), shareLinkMessages.emailsRequired),
    v.transform((items) => [...new Set(items.map((item) => item.toLowerCase()))]),
    v.minLength(1, shareLinkMessages.emailsRequired),
    v.maxLength(50, shareLinkMessages.listTooLong),
  ),
  message: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(SHARE_LINK_MESSAGE_MAX_LENGTH, shareLinkMessages.messageTooLong)), null),
});

// --------------------------------------------------------------------------------------------- owner replies

const isoDate = v.pipe(v.string(), v.isoTimestamp());

export const shareLinkSchema = v.object({
  id: v.string(),
  slug: v.string(),
  /** The visitor's address of the link in the web app (the slug is the only secret it holds). */
  url: v.string(),
  name: v.string(),
  accessMode: accessModeSchema,
  status: shareLinkStatusSchema,
  /** Past its expiry (it denies every visitor even while active). */
  expired: v.boolean(),
  hasPassword: v.boolean(),
  allowList: v.array(v.string()),
  denyList: v.array(v.string()),
  requireNda: v.boolean(),
  ndaMode: shareLinkNdaModeSchema,
  expiresAt: v.nullable(isoDate),
  scope: v.array(v.string()),
  permissions: sharePermissionsSchema,
  permissionNames: v.array(sharePermissionNameSchema),
  allowQuestions: v.boolean(),
  visits: v.number(),
  visitors: v.number(),
  lastVisitAt: v.nullable(isoDate),
  pendingRequests: v.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** When the link was deleted (its address answers 404; its visits stay for the fund's analytics); null while it lives. */
  deletedAt: v.nullable(isoDate),
});
export type ShareLink = v.InferOutput<typeof shareLinkSchema>;
export const shareLinkListReply = v.object({ items: v.array(shareLinkSchema) });
export const inviteShareLinkReply = v.object({ invited: v.array(v.string()) });

/** A visitor's "I'm interested" (express-interest). */
export const shareLinkInterestSchema = v.object({
  /** When the visitor first said they are interested, and when they last sent it. */
  at: isoDate,
  updatedAt: isoDate,
  name: v.string(),
  email: v.string(),
  message: v.nullable(v.string()),
});
export type ShareLinkInterest = v.InferOutput<typeof shareLinkInterestSchema>;

export const shareLinkVisitSchema = v.object({
  id: v.string(),
  email: v.nullable(v.string()),
  emailVerified: v.boolean(),
  firstSeenAt: isoDate,
  lastSeenAt: isoDate,
  opens: v.number(),
  totalSeconds: v.number(),
  sections: v.array(v.object({ section: v.string(), seconds: v.number() })),
  /**
   * When the visitor last accepted or signed the NDA through the link, and which version (0: the standard terms); null:
   * not accepted. Read from the permanent NDA records (never the visitor token, which is purged after 30 days).
   */
  ndaAcceptedAt: v.nullable(isoDate),
  ndaVersion: v.nullable(v.number()),
  /** The visitor's latest signed NDA on this link (its PDF: GET nda-signature-pdf/{id}); null: none signed. */
  ndaSignatureId: v.nullable(v.string()),
  /** What the visitor sent with "I'm interested" (their latest message); null: they did not. */
  interest: v.nullable(shareLinkInterestSchema),
});
export type ShareLinkVisit = v.InferOutput<typeof shareLinkVisitSchema>;
export const shareLinkVisitsReply = v.object({ items: v.array(shareLinkVisitSchema) });

// ------------------------------------------------------------------------------------------ visitor side

/** What stands between a visitor and the profile, in the order the gates are asked. */
export const shareLinkGates = ['email', 'signIn', 'magicLink', 'password', 'nda'] as const;
export type ShareLinkGate = (typeof shareLinkGates)[number];
/** Why a link denies: switched off, past its expiry, or the address is not (or no longer) admitted. */
export const shareLinkDenials = ['inactive', 'expired', 'notAllowed'] as const;
export type ShareLinkDenial = (typeof shareLinkDenials)[number];

export const shareLinkAccessSchema = v.variant('state', [
  v.object({ state: v.literal('granted') }),
  v.object({ state: v.literal('gate'), gate: v.picklist(shareLinkGates) }),
  v.object({ state: v.literal('denied'), reason: v.picklist(shareLinkDenials) }),
]);
export type ShareLinkAccess = v.InferOutput<typeof shareLinkAccessSchema>;

/**
 * The visitor's view of a link: who shares, the mode, and where the visitor stands. No list, no password, and not the
 * link's name: that is the fund's internal label (often the LP's name), and anyone holding the address reads this
 * reply before any gate. The gate shows the fund's name and logo instead.
 */
export const visitorLinkStateReply = v.object({
  /** The visitor token (send it as `x-visitor-token`); null when the link denies before any step. */
  token: v.nullable(v.string()),
  access: shareLinkAccessSchema,
  link: v.object({
    accessMode: accessModeSchema,
    profile: v.object({
      id: v.string(),
      name: v.string(),
      type: profileTypeSchema,
      /** The fund's logo (its published fund details, unless hidden); null when it has none. */
      logo: v.nullable(v.string()),
    }),
  }),
  email: v.nullable(v.string()),
  /** The NDA to accept when the gate is 'nda' (its text; version null: Fundnet's standard terms). */
  nda: v.nullable(
    v.object({
      version: v.nullable(v.number()),
      text: v.string(),
      hasDocument: v.boolean(),
      /** clickThrough: confirm-nda; signature: sign-nda (typed full name, optional drawing). */
      mode: shareLinkNdaModeSchema,
    }),
  ),
});
export type VisitorLinkState = v.InferOutput<typeof visitorLinkStateReply>;

export const storeEmailBody = formObject({ email: email() });
export const confirmPasswordBody = formObject({
  password: v.pipe(
    v.string(shareLinkMessages.passwordRequired),
    v.nonEmpty(shareLinkMessages.passwordRequired),
    v.maxLength(SHARE_LINK_PASSWORD_MAX_LENGTH, shareLinkMessages.passwordTooLong),
  ),
});
export const confirmNdaBody = formObject({ accept: v.literal(true, shareLinkMessages.acceptRequired) });
export const magicLinkBody = v.union(
  [
    formObject({
      token: v.pipe(v.string(shareLinkMessages.magicLinkInvalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, shareLinkMessages.magicLinkInvalid)),
    }),
    formObject({
      slug: v.pipe(v.string(shareLinkMessages.slugInvalid), v.regex(/^[A-Za-z0-9_-]{22,64}$/, shareLinkMessages.slugInvalid)),
      email: email(),
      code: v.pipe(v.string(shareLinkMessages.codeRequired), v.trim(), v.regex(/^\d{6}$/, shareLinkMessages.codeInvalid)),
    }),
  ],
  shareLinkMessages.magicLinkInvalid,
);
export const magicLinkSentReply = v.object({ sent: v.literal(true), email: v.string() });

export const heartbeatBody = formObject({
  section: v.pipe(
    v.string(shareLinkMessages.sectionInvalid),
    v.nonEmpty(shareLinkMessages.sectionInvalid),
    v.maxLength(64, shareLinkMessages.sectionInvalid),
  ),
  seconds: v.pipe(
    v.number(shareLinkMessages.secondsInvalid),
    v.integer(shareLinkMessages.secondsInvalid),
    v.minValue(1, shareLinkMessages.secondsInvalid),
    v.maxValue(120, shareLinkMessages.secondsInvalid),
  ),
});

/**
 * POST express-interest: a visitor who passed every gate tells the fund they are interested. One interest per visitor
 * of a link (as the visits count them: the given or proven address, else the token); sending again updates it (200)
 * and mails no one again. `email` may be left out when the visitor gave the link an address: that one is used.
 */
export const expressInterestBody = formObject({
  name: requiredString(messages.nameRequired, SHARE_LINK_INTEREST_NAME_MAX_LENGTH),
  email: optionalEmailSchema,
  message: optionalString(SHARE_LINK_INTEREST_MESSAGE_MAX_LENGTH),
});
export type ExpressInterestInput = v.InferInput<typeof expressInterestBody>;

/** The reply of express-interest (201 the first time, 200 after) and of GET interest (null: not sent yet). */
export const shareLinkInterestReply = v.object({ interest: v.nullable(shareLinkInterestSchema) });
export type ShareLinkInterestReply = v.InferOutput<typeof shareLinkInterestReply>;

export const shareScopeResourceSchema = v.object({
  /** The scope entry (`<kind>:<id>`). */
  entry: v.string(),
  kind: v.picklist(shareScopeResourceKinds),
  id: v.string(),
  name: v.string(),
});
export type ShareScopeResource = v.InferOutput<typeof shareScopeResourceSchema>;
/** GET scope-options: the fund's resources a link can include (its content sections are the family's, known to the UI). */
export const shareScopeOptionsReply = v.object({ items: v.array(shareScopeResourceSchema) });
export type ShareScopeOptions = v.InferOutput<typeof shareScopeOptionsReply>;

/** The profile as one link shows it: only the scope's sections, hidden fields removed, NDA sections locked until accepted. */
export const scopedProfileReply = v.object({
  profile: v.object({ id: v.string(), name: v.string(), slug: v.string(), type: profileTypeSchema }),
  /** What the link opens (its internal name stays with the fund's team). */
  link: v.object({
    scope: v.array(v.string()),
    permissions: sharePermissionsSchema,
    permissionNames: v.array(sharePermissionNameSchema),
  }),
  sections: v.record(v.string(), publicSectionSchema),
  /** The track records and data rooms in the scope that still exist, in scope order (their owners serve them). */
  resources: v.array(shareScopeResourceSchema),
  /** True for the owner's "preview as recipient": nothing was recorded. */
  preview: v.boolean(),
});
export type ScopedProfile = v.InferOutput<typeof scopedProfileReply>;

export const sharedWithMeReply = v.object({
  items: v.array(
    v.object({
      slug: v.string(),
      url: v.string(),
      accessMode: accessModeSchema,
      profile: v.object({ id: v.string(), name: v.string(), type: profileTypeSchema }),
      sharedAt: isoDate,
      lastOpenedAt: v.nullable(isoDate),
    }),
  ),
});
export type SharedWithMe = v.InferOutput<typeof sharedWithMeReply>;
