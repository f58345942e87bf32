import * as v from 'valibot';
import { formObject } from '../rules/object';
import { shareLinkNdaModeSchema, visitorLinkStateReply } from './fund-custom-profile-link';

/**
 * Contract of a share link's NDA records (issue 35, ADR 0082), part of the fund-custom-profile-link family: a visitor
 * signs the link's NDA (typed full name, optional drawing), the server writes a signed PDF with a certificate page,
 * and every acceptance or signature is a permanent record the fund reads per link and per visitor.
 */

/** The typed full name: the legal signature (ADR 0082). */
export const NDA_SIGNER_NAME_MAX_LENGTH = 120;
/** The drawn signature as a PNG data URL: 200 000 characters hold about 146 KB of image, plenty for a pad drawing. */
export const NDA_SIGNATURE_MAX_LENGTH = 200_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const shareLinkNdaMessages = {
  fullNameRequired: 'Type your full name to sign', // not in spec
  fullNameTooLong: `Your name can be at most ${NDA_SIGNER_NAME_MAX_LENGTH} characters`, // not in spec
  signatureInvalid: 'The drawn signature must be a PNG image. Clear it and draw again, or leave it empty.', // not in spec
  signatureTooLarge: 'The drawn signature is too large (at most about 140 KB). Clear it and draw a simpler one.', // not in spec
  versionInvalid: 'Select the version of the NDA you sign', // not in spec
  agreeRequired: 'Confirm that you agree to the NDA', // not in spec
  /** 409 of confirm-nda on a link that asks for a signature. */
  signatureRequired: 'This link asks you to sign the NDA with your full name.', // not in spec
  /** 409 of sign-nda on a link that asks for a click only. */
  clickThroughOnly: 'This link asks you to accept the NDA, not to sign it.', // not in spec
  recordNotFound: 'This signed NDA does not exist.', // not in spec
  hashInvalid: 'Enter the SHA-256 hash of the document: 64 hexadecimal characters', // not in spec
  copyKeyInvalid: 'This link to your signed NDA is not valid.', // not in spec
} as const;

/**
 * POST sign-nda: the visitor signs the NDA version they read (null: Fundnet's standard terms). `fullName` is the
 * signature; `signature`, a drawing as a PNG data URL, is optional (keyboard and screen-reader users sign by name).
 */
export const signNdaBody = formObject({
  version: v.nullable(
    v.pipe(
      v.number(shareLinkNdaMessages.versionInvalid),
      v.integer(shareLinkNdaMessages.versionInvalid),
      v.minValue(1, shareLinkNdaMessages.versionInvalid),
      v.maxValue(1_000_000, shareLinkNdaMessages.versionInvalid),
    ),
  ),
  fullName: v.pipe(
    v.string(shareLinkNdaMessages.fullNameRequired),
    v.trim(),
    v.nonEmpty(shareLinkNdaMessages.fullNameRequired),
    v.maxLength(NDA_SIGNER_NAME_MAX_LENGTH, shareLinkNdaMessages.fullNameTooLong),
  ),
  signature: v.nullish(
    v.pipe(
      v.string(shareLinkNdaMessages.signatureInvalid),
      v.maxLength(NDA_SIGNATURE_MAX_LENGTH, shareLinkNdaMessages.signatureTooLarge),
      v.regex(PNG_DATA_URL, shareLinkNdaMessages.signatureInvalid),
    ),
    null,
  ),
  agree: v.literal(true, shareLinkNdaMessages.agreeRequired),
});
export type SignNdaInput = v.InferInput<typeof signNdaBody>;

const isoDate = v.pipe(v.string(), v.isoTimestamp());
const sha256Hex = v.pipe(v.string(), v.regex(/^[a-f0-9]{64}$/));

/** What the signer gets back: the record and the hashes printed on its certificate page. */
export const ndaSignatureReceiptSchema = v.object({
  id: v.string(),
  signedAt: isoDate,
  /** SHA-256 of the NDA version's text as signed. */
  versionHash: sha256Hex,
  /** SHA-256 of the signed PDF before its certificate page (printed on the certificate). */
  contentHash: sha256Hex,
  /** SHA-256 of the whole PDF file as downloaded (`sha256sum`); GET verify-nda/{hash} checks it. */
  fileHash: sha256Hex,
});
export type NdaSignatureReceipt = v.InferOutput<typeof ndaSignatureReceiptSchema>;

export const signNdaReply = v.object({ ...visitorLinkStateReply.entries, signature: ndaSignatureReceiptSchema });
export type SignNdaReply = v.InferOutput<typeof signNdaReply>;

/** One acceptance (click-through) or signature of a link's NDA, as the fund reads it: a permanent record. */
export const shareLinkNdaRecordSchema = v.object({
  id: v.string(),
  mode: shareLinkNdaModeSchema,
  /** The NDA version (0: the standard terms) and the SHA-256 of its text. */
  version: v.number(),
  versionHash: sha256Hex,
  email: v.nullable(v.string()),
  emailVerified: v.boolean(),
  /** The typed full name (signatures); null for a click-through acceptance. */
  fullName: v.nullable(v.string()),
  ip: v.string(),
  userAgent: v.nullable(v.string()),
  at: isoDate,
  /** Signatures: the PDF's hashes (download with GET nda-signature-pdf/{id}); null for click-through. */
  contentHash: v.nullable(sha256Hex),
  fileHash: v.nullable(sha256Hex),
});
export type ShareLinkNdaRecord = v.InferOutput<typeof shareLinkNdaRecordSchema>;
export const shareLinkNdaRecordsReply = v.object({ items: v.array(shareLinkNdaRecordSchema) });

export const ndaRecordIdParams = v.object({
  id: v.pipe(v.string(shareLinkNdaMessages.recordNotFound), v.uuid(shareLinkNdaMessages.recordNotFound)),
});
export const ndaVerifyParams = v.object({
  hash: v.pipe(v.string(shareLinkNdaMessages.hashInvalid), v.regex(/^[A-Fa-f0-9]{64}$/, shareLinkNdaMessages.hashInvalid)),
});
export const ndaCopyQuery = v.object({
  key: v.pipe(v.string(shareLinkNdaMessages.copyKeyInvalid), v.regex(/^[A-Za-z0-9_-]{20,64}$/, shareLinkNdaMessages.copyKeyInvalid)),
});

/**
 * GET verify-nda/{hash}: whether a signed NDA has this SHA-256 (of the downloaded file, or of its content before the
 * certificate page, as the certificate prints it). Only what the document itself says: whoever holds it can check it.
 */
export const ndaVerifyReply = v.object({
  valid: v.boolean(),
  signature: v.nullable(
    v.object({
      signedAt: isoDate,
      fundName: v.string(),
      signerName: v.string(),
      version: v.number(),
      versionHash: sha256Hex,
      contentHash: sha256Hex,
      fileHash: sha256Hex,
      /** Which of the two the hash asked about matched. */
      matched: v.picklist(['file', 'content']),
    }),
  ),
});
export type NdaVerifyReply = v.InferOutput<typeof ndaVerifyReply>;
