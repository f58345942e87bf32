import * as v from 'valibot';
import { formObject } from '../rules/object';

/**
 * Contract of the upload family (api/upload): public files (logos, profile and press images),
 * private files (read only through short-lived signed links), fetching a file from a URL, renaming
 * and replacing one's own files, and serving them (api/upload/file).
 *
 * The kind of a file is decided by its content (magic bytes), never by its name or the
 * Content-Type the browser sent; a name whose extension disagrees with the content is refused.
 */

const MIB = 1024 * 1024;

/** Default largest upload (server setting UPLOAD_MAX_BYTES). */
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * MIB;
/** Default largest image upload, before resizing (server setting IMAGE_MAX_BYTES). */
export const DEFAULT_IMAGE_MAX_BYTES = 10 * MIB;
/** Images are stored at most this many pixels on their long side (larger ones are scaled down). */
export const UPLOAD_IMAGE_MAX_DIMENSION = 2000;
/** The long side of an image's thumbnail variant. */
export const UPLOAD_THUMBNAIL_DIMENSION = 400;
/** Longest original file name kept (our choice). */
export const UPLOAD_NAME_MAX_LENGTH = 255;
/** Longest URL accepted by upload/getByUrl (our choice). */
export const UPLOAD_URL_MAX_LENGTH = 2048;

/** What an upload is for: logos and images must be images; documents may be any accepted kind. */
export const uploadPurposes = ['logo', 'image', 'document'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

export const uploadVisibilities = ['public', 'private'] as const;
export type UploadVisibility = (typeof uploadVisibilities)[number];

/**
 * The accepted kinds of file. `extensions` are the names a file of that kind may carry (the first
 * is the one added to a name without an extension). SVG is deliberately absent: an SVG is a
 * document that can run scripts when opened from our origin. Macro-enabled Office files
 * (.docm, .xlsm, .pptm) and legacy binary Office files are not accepted either.
 */
export const uploadFileKinds = {
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], image: true, label: 'JPEG' },
  png: { contentType: 'image/png', extensions: ['png'], image: true, label: 'PNG' },
  webp: { contentType: 'image/webp', extensions: ['webp'], image: true, label: 'WebP' },
  gif: { contentType: 'image/gif', extensions: ['gif'], image: true, label: 'GIF' },
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], image: false, label: 'PDF' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    image: false,
    label: 'Word (.docx)',
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    image: false,
    label: 'Excel (.xlsx)',
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    image: false,
    label: 'PowerPoint (.pptx)',
  },
  /** Text has no magic bytes: accepted by its .csv extension when the content is UTF-8 text. */
  csv: { contentType: 'text/csv; charset=utf-8', extensions: ['csv'], image: false, label: 'CSV' },
  mp4: { contentType: 'video/mp4', extensions: ['mp4', 'm4v'], image: false, label: 'MP4' },
} as const satisfies Record<string, { contentType: string; extensions: readonly string[]; image: boolean; label: string }>;
export type UploadFileKind = keyof typeof uploadFileKinds;

const kindEntries = Object.entries(uploadFileKinds) as [UploadFileKind, (typeof uploadFileKinds)[UploadFileKind]][];

/** For `<input type="file" accept>`: every accepted extension (the server decides by content anyway). */
export const UPLOAD_ACCEPT = kindEntries.flatMap(([, kind]) => kind.extensions.map((ext) => `.${ext}`)).join(',');
/** For `<input type="file" accept>` of logos and images. */
export const UPLOAD_IMAGE_ACCEPT = kindEntries
  .filter(([, kind]) => kind.image)
  .flatMap(([, kind]) => kind.extensions.map((ext) => `.${ext}`))
  .join(',');

/** "25 MB" for a limit in bytes (binary megabytes, one decimal when needed). */
export function formatUploadLimit(bytes: number): string {
  const mb = Math.round((bytes / MIB) * 10) / 10;
  return mb >= 1 ? `${mb} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const uploadMessages = {
  fileRequired: 'Choose a file to upload.', // not in spec
  fileEmpty: 'The file is empty.', // not in spec
  oneFileOnly: 'Send one file per upload.', // not in spec
  notMultipart: 'Send the file as multipart/form-data in the field "file".', // not in spec
  unreadableForm: 'The upload could not be read. Please try again.', // not in spec
  typeMismatch: 'The file content does not match its type.', // not in spec
  typeNotAllowed: `This type of file is not accepted. Accepted: ${kindEntries.map(([, kind]) => kind.label).join(', ')}.`, // not in spec
  svgNotAllowed: 'SVG images are not accepted because they can contain scripts. Please upload a PNG, JPEG or WebP image.', // not in spec
  imageRequired: 'Please upload an image (JPEG, PNG, WebP or GIF).', // not in spec
  imageUnreadable: 'This image could not be read. It may be damaged.', // not in spec
  imageTooManyPixels: 'This image has too many pixels. Please upload a smaller image.', // not in spec
  purposeInvalid: 'Select a valid purpose: logo, image or document', // not in spec
  keyInvalid: 'Invalid file key', // not in spec
  nameRequired: 'File name is required', // not in spec
  nameMaxLength: `File name can be at most ${UPLOAD_NAME_MAX_LENGTH} characters`, // not in spec
  nameInvalid: 'File name cannot contain slashes or control characters', // not in spec
  urlRequired: 'Enter the address of the file', // not in spec
  urlInvalid: 'Enter a valid http:// or https:// address', // not in spec
  urlMaxLength: `The address can be at most ${UPLOAD_URL_MAX_LENGTH} characters`, // not in spec
  urlNotAllowed: 'This address points to a private or local network and cannot be used.', // not in spec
  urlFailed: 'The file could not be downloaded from this address.', // not in spec
  urlTimeout: 'The file could not be downloaded in time.', // not in spec
  urlTooManyRedirects: 'The address redirects too many times.', // not in spec
  notFound: 'File not found.', // not in spec
  notYours: 'You can only change files you uploaded.', // not in spec
  notYoursLink: 'You can only get links to files you uploaded.', // not in spec
  signatureRequired: 'This file is private. Open it from the app to get a link.', // not in spec
  signatureInvalid: 'This file link is not valid.', // not in spec
  signatureExpired: 'This file link has expired. Open the file again from the app.', // not in spec
  replaceConflict: 'The file was changed at the same time. Please try again.', // not in spec
  storageFailed: 'The file could not be stored. Please try again in a moment.', // not in spec
} as const;

/** 413 for a file over the limit. */
export const fileTooLargeMessage = (maxBytes: number) => `The file is too large. Files can be at most ${formatUploadLimit(maxBytes)}.`; // not in spec
/** 413 for an image over the image limit. */
export const imageTooLargeMessage = (maxBytes: number) => `The image is too large. Images can be at most ${formatUploadLimit(maxBytes)}.`; // not in spec
/** 422 of upload/getByUrl when the remote server answers with an error. */
export const urlStatusMessage = (status: number) => `The file could not be downloaded from this address (the server answered ${status}).`; // not in spec

export const uploadPurposeSchema = v.picklist(uploadPurposes, uploadMessages.purposeInvalid);

/** A file's key: the stable id of an upload (a UUID), also across content replacements. */
export const uploadKeySchema = v.pipe(v.string(uploadMessages.keyInvalid), v.uuid(uploadMessages.keyInvalid));

/** A file name as a person sees it: trimmed, no path separators or control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const unsafeNameCharacters = /[/\\\u0000-\u001f\u007f]/;
export const uploadNameSchema = v.pipe(
  v.string(uploadMessages.nameRequired),
  v.trim(),
  v.nonEmpty(uploadMessages.nameRequired),
  // Nested: a blank name reports only that it is required.
  v.pipe(
    v.string(),
    v.maxLength(UPLOAD_NAME_MAX_LENGTH, uploadMessages.nameMaxLength),
    v.check((name) => !unsafeNameCharacters.test(name), uploadMessages.nameInvalid),
  ),
);

/**
 * The text fields of the multipart form of POST api/upload, upload/private and PATCH upload/{key}
 * (beside the file itself, in the field `file`).
 */
export const uploadFormFields = v.object({
  purpose: v.optional(uploadPurposeSchema),
});
export type UploadFormFields = v.InferOutput<typeof uploadFormFields>;

/** Documents the multipart body in the OpenAPI document (the server reads the stream itself: the parsed body is empty). */
export const uploadFormBody = v.nullish(
  v.object({
    file: v.pipe(v.string(), v.description('The file (binary). Its kind is decided by its content; the name must agree.')),
    purpose: v.optional(v.pipe(uploadPurposeSchema, v.description('logo and image accept images only. Default: any accepted kind.'))),
  }),
);

/** An absolute http(s) address with a host (the server parses it again before fetching). */
const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#@]*@?[^\s/?#@]+(?:[/?#]\S*)?$/i;
const isHttpUrl = (value: string) => HTTP_URL_PATTERN.test(value);

/** POST api/upload/getByUrl: the server downloads the file and stores it as a public upload. */
export const uploadByUrlBody = formObject({
  url: v.pipe(
    v.string(uploadMessages.urlRequired),
    v.trim(),
    v.nonEmpty(uploadMessages.urlRequired),
    // Nested: a blank address reports only that it is required.
    v.pipe(
      v.string(),
      v.maxLength(UPLOAD_URL_MAX_LENGTH, uploadMessages.urlMaxLength),
      v.check(isHttpUrl, uploadMessages.urlInvalid),
      // The check is a function the OpenAPI document cannot read: it states the same pattern.
      v.metadata<string, Record<string, unknown>>({ pattern: HTTP_URL_PATTERN.source }),
    ),
  ),
  purpose: v.optional(uploadPurposeSchema),
});
export type UploadByUrlInput = v.InferOutput<typeof uploadByUrlBody>;

/** PATCH api/upload: renames a file of mine (its content and key stay). */
export const renameUploadBody = formObject({
  key: uploadKeySchema,
  originalName: v.optional(uploadNameSchema),
});
export type RenameUploadInput = v.InferOutput<typeof renameUploadBody>;

/** Path parameters of PATCH api/upload/{key}. */
export const uploadKeyParams = v.object({
  key: v.pipe(uploadKeySchema, v.description('The key of a file I uploaded.')),
});
export type UploadKeyParams = v.InferOutput<typeof uploadKeyParams>;

const digits = (message: string) => v.pipe(v.string(message), v.regex(/^\d{1,12}$/, message));

/** GET api/upload/file: serves a file. Private files need `expires` and `signature` (from file/signed-url). */
export const uploadFileQuery = v.object({
  key: uploadKeySchema,
  /** 'thumbnail': the 400 px variant of an image. */
  variant: v.optional(v.picklist(['original', 'thumbnail'], uploadMessages.signatureInvalid)),
  /** The content version the URL was made for; a current one may be cached for a year. */
  v: v.optional(digits(uploadMessages.signatureInvalid)),
  /** Unix seconds after which a signed link stops working. */
  expires: v.optional(digits(uploadMessages.signatureInvalid)),
  signature: v.optional(v.pipe(v.string(uploadMessages.signatureInvalid), v.maxLength(128, uploadMessages.signatureInvalid))),
  /** '1': Content-Disposition attachment whatever the kind. */
  download: v.optional(v.picklist(['1', 'true'], uploadMessages.signatureInvalid)),
});
export type UploadFileQuery = v.InferOutput<typeof uploadFileQuery>;

/** GET api/upload/file/signed-url: a short-lived link to a file of mine (public or private). */
export const signedFileUrlQuery = v.object({
  key: uploadKeySchema,
  /** '1': the link downloads the file (Content-Disposition attachment). */
  download: v.optional(v.picklist(['1', 'true'], uploadMessages.signatureInvalid)),
});
export type SignedFileUrlQuery = v.InferOutput<typeof signedFileUrlQuery>;

export const signedFileUrlReply = v.object({
  url: v.string(),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type SignedFileUrl = v.InferOutput<typeof signedFileUrlReply>;

/**
 * An uploaded file. Public files carry `url` (and `thumbnailUrl` for images); private files have no
 * URL: ask api/upload/file/signed-url for a short-lived one. Width and height are those of the
 * stored image (after scaling down to at most 2000 px).
 */
export const uploadedFileSchema = v.object({
  key: v.pipe(v.string(), v.uuid()),
  url: v.optional(v.string()),
  contentType: v.string(),
  size: v.number(),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  thumbnailUrl: v.optional(v.string()),
  originalName: v.string(),
  visibility: v.picklist(uploadVisibilities),
  purpose: v.optional(uploadPurposeSchema),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type UploadedFile = v.InferOutput<typeof uploadedFileSchema>;
