import * as v from 'valibot';
import { profileTypeSchema } from '../enums/profiles';
import { formObject } from '../rules/object';
import { optionalString } from '../rules/strings';

/**
 * Contract of the profile-nda family (api/profile-nda): the NDA screen (the spec lists it and shows
 * nothing of it; this is our design).
 *
 * - Whether visitors must accept the NDA and which sections it protects is the existing `require-nda`
 *   setting of the profile-sections engine (PATCH {family}/edit/require-nda, editor role and up; it
 *   applies at once). This family adds the NDA itself and who accepted it.
 * - The NDA document: a text and/or a PDF (a private upload, POST api/upload/private). Every save makes a
 *   new numbered version (owner or admin role: it is a legal document of the company); acceptances keep
 *   the version they accepted. Without a document of its own, a profile's visitors accept Fundnet's
 *   standard confidentiality terms (`STANDARD_NDA_TEXT`, version null).
 * - A visitor, acting as one of their profiles (editor role and up, like the section unlock), reads the
 *   NDA (GET public/{profileId}: the text and a short-lived signed link to the PDF) and accepts it
 *   (POST accept/{profileId}): every protected section unlocks for that profile's members. The owner's
 *   members see each acceptance: which profile, who, which version, when, which sections. A new version
 *   does not lock those who accepted an earlier one: they signed the terms of their time.
 */

/** Longest NDA text (our choice: a long NDA is about 10 000 characters). */
export const NDA_TEXT_MAX_LENGTH = 20_000;

/** What a visitor accepts when the profile has no NDA document of its own. */
export const STANDARD_NDA_TEXT =
  'By accepting, you agree on behalf of your profile to keep the information in the protected sections of this profile ' +
  'confidential: you will use it only to evaluate a possible business relationship with its owner, share it only with ' +
  'people in your organisation who need it for that purpose and who are bound by the same duty, and not copy or publish ' +
  'it. This duty does not cover information that is public or that you already had. It lasts two years from your acceptance.';

export const profileNdaMessages = {
  documentRequired: 'Write the NDA or upload it as a PDF', // not in spec
  textMaxLength: `The NDA text can be at most ${NDA_TEXT_MAX_LENGTH} characters`, // not in spec
  documentKeyInvalid: 'Upload the NDA again', // not in spec
  documentNotPdf: 'The NDA must be a PDF file', // not in spec
  documentNotPrivate: 'Upload the NDA as a private file', // not in spec
  documentNotFound: 'The uploaded NDA was not found. Upload it again.', // not in spec
  versionInvalid: 'Select the version of the NDA you accept', // not in spec
  profileIdInvalid: 'This profile does not exist.', // not in spec
  /** 409 of accept when the profile asks for no NDA. */
  notRequired: 'This profile does not ask visitors to accept an NDA.', // not in spec
  /** 409 of accept when the NDA changed since the visitor read it. */
  versionChanged: 'The NDA changed while you were reading it. Read the new version and accept it again.', // not in spec
  ownProfile: 'This is one of your own profiles.', // not in spec
} as const;

/** PUT api/profile-nda/document: the NDA text and/or the key of a private PDF upload (at least one). */
export const ndaDocumentBody = v.pipe(
  formObject({
    text: v.pipe(
      optionalString(null),
      v.check((text) => text === null || text.length <= NDA_TEXT_MAX_LENGTH, profileNdaMessages.textMaxLength),
    ),
    documentKey: v.nullish(v.pipe(v.string(profileNdaMessages.documentKeyInvalid), v.uuid(profileNdaMessages.documentKeyInvalid)), null),
  }),
  v.forward(
    v.partialCheck(
      [['text'], ['documentKey']],
      (input) => input.text !== null || input.documentKey !== null,
      profileNdaMessages.documentRequired,
    ),
    ['text'],
  ),
);
export type NdaDocumentInput = v.InferInput<typeof ndaDocumentBody>;

/** POST api/profile-nda/accept/{profileId}: the version the visitor read (null: the standard terms). */
export const acceptNdaBody = formObject({
  version: v.union(
    [v.null(), v.pipe(v.number(), v.integer(profileNdaMessages.versionInvalid), v.minValue(1, profileNdaMessages.versionInvalid))],
    profileNdaMessages.versionInvalid,
  ),
});
export type AcceptNdaInput = v.InferInput<typeof acceptNdaBody>;

/** Path of api/profile-nda/public/{profileId} and accept/{profileId}. */
export const profileNdaParams = v.object({
  profileId: v.pipe(v.string(profileNdaMessages.profileIdInvalid), v.uuid(profileNdaMessages.profileIdInvalid)),
});

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());
const personSchema = v.object({ firstName: v.string(), lastName: v.string() });

/** The PDF of an NDA version, with a short-lived link to read it (the file itself is private). */
export const ndaFileSchema = v.object({
  key: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  size: v.number(),
  url: v.string(),
  expiresAt: isoTimestamp,
});
export type NdaFile = v.InferOutput<typeof ndaFileSchema>;

/** One version of a profile's NDA. */
export const ndaVersionSchema = v.object({
  version: v.number(),
  text: v.nullable(v.string()),
  document: v.nullable(ndaFileSchema),
  createdAt: isoTimestamp,
  createdBy: v.nullable(personSchema),
});
export type NdaVersion = v.InferOutput<typeof ndaVersionSchema>;

/** A profile accepted the NDA (version null: the standard terms). */
export const ndaAcceptanceSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  version: v.nullable(v.number()),
  acceptedAt: isoTimestamp,
  /** The protected sections this acceptance unlocked. */
  sections: v.array(v.string()),
  /** The accepting profile (null when it was deleted since). */
  profile: v.nullable(v.object({ id: v.pipe(v.string(), v.uuid()), type: profileTypeSchema, name: v.string(), slug: v.string() })),
  /** Who accepted (null when the account was removed since). */
  user: v.nullable(v.object({ firstName: v.string(), lastName: v.string(), email: v.string() })),
});
export type NdaAcceptance = v.InferOutput<typeof ndaAcceptanceSchema>;

/**
 * GET api/profile-nda (any member role): the require-NDA setting (read-only here), the current NDA
 * version (null: the standard terms apply) and the acceptances, newest first.
 */
export const profileNdaReply = v.object({
  requireNda: v.boolean(),
  sections: v.array(v.string()),
  nda: v.nullable(ndaVersionSchema),
  standardText: v.string(),
  acceptances: v.array(ndaAcceptanceSchema),
});
export type ProfileNdaReply = v.InferOutput<typeof profileNdaReply>;

/**
 * GET api/profile-nda/public/{profileId} (signed in): what a visitor reads before accepting. `accepted`
 * is the latest acceptance by the caller's active profile (optional meta-profile headers).
 */
export const publicNdaReply = v.object({
  profileId: v.pipe(v.string(), v.uuid()),
  profileName: v.string(),
  requireNda: v.boolean(),
  sections: v.array(v.string()),
  nda: v.nullable(v.object({ version: v.number(), text: v.nullable(v.string()), document: v.nullable(ndaFileSchema) })),
  standardText: v.string(),
  accepted: v.nullable(v.object({ version: v.nullable(v.number()), acceptedAt: isoTimestamp })),
});
export type PublicNdaReply = v.InferOutput<typeof publicNdaReply>;

/** POST api/profile-nda/accept/{profileId}: the acceptance (201 new, 200 when this version already covered every protected section). */
export const acceptNdaReply = v.object({
  version: v.nullable(v.number()),
  acceptedAt: isoTimestamp,
  sections: v.array(v.string()),
});
export type AcceptNdaReply = v.InferOutput<typeof acceptNdaReply>;
