import * as v from 'valibot';
import { dataRoomTypes, fileAreaKinds, type SharePermissions, sharePermissionsSchema } from '../enums';
import { formObject } from '../rules/object';

/**
 * Contract of the data-room family (api/data-room, product-routes §7 "Data room"; forms §3, §5, §6, §9).
 * A data room belongs to a fund profile and holds a tree of folders, files and links. Who may see what is
 * decided in one place on the server (modules/data-room/permissions.ts): members of the fund with the editor
 * role and up manage the room; everybody else reaches it through a permission group whose holders name them
 * (by e-mail, by profile, or fund members of a role). Payloads are "not shown" in the spec; this is our design
 * (packages/server/src/modules/data-room/README.md).
 */

// ---------------------------------------------------------------- enumerations (forms §3, §9)

/** Forms §9: data room sort. */
export const dataRoomSorts = ['ByAlphabet', 'NewestFirst', 'OlderFirst'] as const;
export type DataRoomSort = (typeof dataRoomSorts)[number];

export const dataRoomItemKinds = ['folder', 'file', 'link'] as const;
export type DataRoomItemKind = (typeof dataRoomItemKinds)[number];

export const watermarkSizes = ['small', 'medium', 'large'] as const;
export const watermarkPositions = ['center', 'top', 'bottom'] as const;
export const watermarkRotations = [0, 45, -45, 90] as const;

/**
 * Who a permission holder is. `link` (a share-link visitor through the link's scope, issue 15) is the
 * planned fourth kind: the resolver already takes a list of identities, so it only needs a matcher.
 */
export const permissionHolderKinds = ['email', 'profile', 'role'] as const;
export type PermissionHolderKind = (typeof permissionHolderKinds)[number];
export const memberHolderRoles = ['viewer'] as const;

/** The size limit of a data-room file when the server does not say (DATA_ROOM_MAX_BYTES; default 512 MB). */
export const DATA_ROOM_NAME_MAX = 200;
export const WATERMARK_TEXT_MAX = 100;
export const DATA_ROOM_QUESTION_MAX = 500;

export const dataRoomMessages = {
  // forms §5 "Data room", word for word
  addTypeRequired: 'Add file type is required',
  fileNameRequired: 'File name is required',
  linkNameRequired: 'Link name is required',
  urlRequired: 'Url is required',
  watermarkRequired: 'Watermark option is required when uploading a file',
  // ours (not in spec)
  nameRequired: 'Name is required', // not in spec
  nameTooLong: `Name can be at most ${DATA_ROOM_NAME_MAX} characters`, // not in spec
  roomNotFound: 'This data room does not exist.', // not in spec
  itemNotFound: 'This item does not exist.', // not in spec
  groupNotFound: 'This group does not exist.', // not in spec
  viewNotFound: 'This view does not exist.', // not in spec
  thumbnailNotReady: 'This file has no thumbnail (yet).', // not in spec
  parentNotFolder: 'Items can only be placed in a folder of the same data room.', // not in spec
  moveIntoItself: 'A folder cannot be moved into itself or one of its folders.', // not in spec
  noView: 'You do not have access to this item.', // not in spec
  noDownload: 'Downloading this file is not allowed for you.', // not in spec
  fileRequired: 'Choose a file to upload', // not in spec
  fileEmpty: 'The file is empty.', // not in spec
  fileTypeRefused: 'This type of file cannot be uploaded to a data room (PDF, images, Office documents, text and CSV).', // not in spec
  fileTypeLies: 'The file name says one type but its content is another.', // not in spec
  holderNeedsOne: 'Give an e-mail address, a profile or a member role', // not in spec
  invalidEmail: 'Invalid email address', // not in spec
  invalidId: 'Id is not valid', // not in spec
  watermarkTextTooLong: `Watermark text can be at most ${WATERMARK_TEXT_MAX} characters`, // not in spec
  externalHasNoTree: 'An external data room lives at its own address and has no folders or files here.', // not in spec
  questionRequired: 'Question is required', // not in spec
  questionTooLong: `Question can be at most ${DATA_ROOM_QUESTION_MAX} characters`, // not in spec
  noQuestions: 'You may not ask questions in this data room.', // not in spec
} as const;

const id = v.pipe(v.string(dataRoomMessages.invalidId), v.trim(), v.uuid(dataRoomMessages.invalidId));
const name = (required: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(DATA_ROOM_NAME_MAX, dataRoomMessages.nameTooLong));
const urlField = v.pipe(
  v.string(dataRoomMessages.urlRequired),
  v.trim(),
  v.nonEmpty(dataRoomMessages.urlRequired),
  v.url(dataRoomMessages.urlRequired),
  v.check((value) => /^https?:\/\//i.test(value), dataRoomMessages.urlRequired),
);
const timestamp = v.pipe(v.string(), v.isoTimestamp());

// ---------------------------------------------------------------- pieces

/** All eight flags, each required in a reply. */
export const dataRoomPermissionsSchema = v.object({
  canView: v.boolean(),
  canDownload: v.boolean(),
  canHide: v.boolean(),
  canUseAIChat: v.boolean(),
  notifyViews: v.boolean(),
  notifyDownloads: v.boolean(),
  batchNotifications: v.boolean(),
  notifyOnUpdates: v.boolean(),
});

export const noPermissions: SharePermissions = {
  canView: false,
  canDownload: false,
  canHide: false,
  canUseAIChat: false,
  notifyViews: false,
  notifyDownloads: false,
  batchNotifications: false,
  notifyOnUpdates: false,
};
export const viewOnlyPermissions: SharePermissions = { ...noPermissions, canView: true, notifyViews: true };

export const dataRoomWatermarkSchema = v.object({
  customWatermarkText: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(WATERMARK_TEXT_MAX, dataRoomMessages.watermarkTextTooLong)), ''),
  watermarkSize: v.optional(v.picklist(watermarkSizes), 'medium'),
  watermarkPosition: v.optional(v.picklist(watermarkPositions), 'center'),
  watermarkRotation: v.optional(v.picklist(watermarkRotations), 45),
});
export type DataRoomWatermark = v.InferOutput<typeof dataRoomWatermarkSchema>;

// ---------------------------------------------------------------- requests

/** POST data-room. The fund is the active profile (meta-profile headers). */
export const createDataRoomBody = v.pipe(
  formObject({
    name: name(dataRoomMessages.nameRequired),
    type: v.optional(v.picklist(dataRoomTypes), 'fundnetDiscovery'),
    externalDataRoomUrl: v.optional(v.nullable(v.string())),
    sort: v.optional(v.picklist(dataRoomSorts), 'ByAlphabet'),
  }),
  v.forward(
    v.check(
      (input) => input.type !== 'external' || (typeof input.externalDataRoomUrl === 'string' && v.is(urlField, input.externalDataRoomUrl)),
      dataRoomMessages.urlRequired,
    ),
    ['externalDataRoomUrl'],
  ),
);
export type CreateDataRoomInput = v.InferInput<typeof createDataRoomBody>;

export const createFolderBody = formObject({
  dataRoomId: id,
  parentId: v.optional(v.nullable(id)),
  name: name(dataRoomMessages.nameRequired),
});
export type CreateFolderInput = v.InferInput<typeof createFolderBody>;

export const createLinkBody = formObject({
  dataRoomId: id,
  parentId: v.optional(v.nullable(id)),
  linkName: name(dataRoomMessages.linkNameRequired),
  linkUrl: urlField,
});
export type CreateLinkInput = v.InferInput<typeof createLinkBody>;

/** The text fields of POST file/upload (multipart, before or after the `file` part). */
export const uploadFileFields = formObject({
  dataRoomId: id,
  parentId: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value || null),
      v.nullable(id),
    ),
  ),
  fileName: name(dataRoomMessages.fileNameRequired),
  area: v.optional(v.picklist(fileAreaKinds), 'General'),
  dataRoomAddWatermark: v.pipe(
    v.picklist(['true', 'false'], dataRoomMessages.watermarkRequired),
    v.transform((value) => value === 'true'),
  ),
  customWatermarkText: v.optional(v.string()),
  watermarkSize: v.optional(v.string()),
  watermarkPosition: v.optional(v.string()),
  watermarkRotation: v.optional(v.string()),
});

export const dataRoomMoveBody = formObject({
  id,
  parentId: v.optional(v.nullable(id)),
  /** Place among the new siblings (0 = first); at the end when absent. */
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type MoveItemInput = v.InferInput<typeof dataRoomMoveBody>;

export const dataRoomRenameBody = formObject({ name: name(dataRoomMessages.nameRequired) });
export type DataRoomRenameInput = v.InferInput<typeof dataRoomRenameBody>;

export const dataRoomItemIdParams = v.object({ id });
export const dataRoomFundIdParams = v.object({ fundId: id });
export const dataRoomFileIdParams = v.object({ fileId: id });
export const dataRoomIdParams = v.object({ dataRoomId: id });
export const dataRoomIdQuery = v.object({ id });

export const dataRoomHiddenBody = formObject({ id, hidden: v.boolean() });

export const createGroupBody = formObject({
  dataRoomId: id,
  name: name(dataRoomMessages.nameRequired),
  permissions: v.optional(sharePermissionsSchema, viewOnlyPermissions),
});
export type CreateGroupInput = v.InferInput<typeof createGroupBody>;

/** An override of a group's permissions on one folder, file or link (inherited by what a folder holds). `null` removes it. */
export const itemOverrideSchema = v.object({ itemId: id, permissions: v.nullable(sharePermissionsSchema) });

export const editGroupBody = formObject({
  id,
  name: v.optional(name(dataRoomMessages.nameRequired)),
  permissions: v.optional(sharePermissionsSchema),
  overrides: v.optional(v.array(itemOverrideSchema)),
});
export type EditGroupInput = v.InferInput<typeof editGroupBody>;

export const holderInputSchema = v.pipe(
  v.object({
    email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(dataRoomMessages.invalidEmail))),
    profileId: v.optional(id),
    role: v.optional(v.picklist(memberHolderRoles)),
  }),
  v.check((h) => [h.email, h.profileId, h.role].filter(Boolean).length === 1, dataRoomMessages.holderNeedsOne),
);

export const editHoldersBody = formObject({
  groupId: id,
  add: v.optional(v.array(holderInputSchema), []),
  remove: v.optional(v.array(id), []),
});
export type EditHoldersInput = v.InferInput<typeof editHoldersBody>;

export const startViewBody = formObject({ fileId: id });

/** PUT view/{id}: a heartbeat, sent every few seconds while the tab is visible. */
export const dataRoomHeartbeatBody = formObject({
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Milliseconds on `page` since the previous heartbeat (capped server-side at 60 s). */
  ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)),
  pageCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type HeartbeatInput = v.InferInput<typeof dataRoomHeartbeatBody>;

export const dataRoomWhyQuery = v.object({
  itemId: id,
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(dataRoomMessages.invalidEmail)),
});

export const dataRoomTreeQuery = v.object({ sort: v.optional(v.picklist(dataRoomSorts)) });

// ---------------------------------------------------------------- replies

export const dataRoomSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  fundProfileId: v.pipe(v.string(), v.uuid()),
  fundName: v.string(),
  name: v.string(),
  type: v.picklist(dataRoomTypes),
  externalDataRoomUrl: v.nullable(v.string()),
  isDefault: v.boolean(),
  sort: v.picklist(dataRoomSorts),
  /** The caller manages the room (editor role and up on the fund). */
  canManage: v.boolean(),
  createdAt: timestamp,
});
export type DataRoom = v.InferOutput<typeof dataRoomSchema>;

export const dataRoomEntrySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  dataRoomId: v.pipe(v.string(), v.uuid()),
  parentId: v.nullable(v.pipe(v.string(), v.uuid())),
  kind: v.picklist(dataRoomItemKinds),
  name: v.string(),
  position: v.number(),
  hidden: v.boolean(),
  area: v.picklist(fileAreaKinds),
  url: v.nullable(v.string()),
  contentType: v.nullable(v.string()),
  size: v.nullable(v.number()),
  pageCount: v.nullable(v.number()),
  /** Where a small picture of the file is (PDFs and images; it exists once the read job ran, 404 before). */
  thumbnailUrl: v.nullable(v.string()),
  watermark: v.nullable(dataRoomWatermarkSchema),
  /** The caller's effective permissions on this item. */
  permissions: dataRoomPermissionsSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DataRoomEntry = v.InferOutput<typeof dataRoomEntrySchema>;

export const dataRoomReply = v.object({ dataRoom: dataRoomSchema });
export const dataRoomListReply = v.object({ dataRooms: v.array(dataRoomSchema) });
export const dataRoomTreeReply = v.object({ dataRoom: dataRoomSchema, items: v.array(dataRoomEntrySchema) });
export type DataRoomTree = v.InferOutput<typeof dataRoomTreeReply>;
export const dataRoomItemReply = v.object({ item: dataRoomEntrySchema });
export const numberOfFilesReply = v.object({ files: v.number(), folders: v.number(), links: v.number() });

export const permissionHolderSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  groupId: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(permissionHolderKinds),
  email: v.nullable(v.string()),
  profileId: v.nullable(v.string()),
  profileName: v.nullable(v.string()),
  role: v.nullable(v.string()),
  createdAt: timestamp,
});
export type PermissionHolder = v.InferOutput<typeof permissionHolderSchema>;

export const permissionGroupSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  dataRoomId: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  permissions: dataRoomPermissionsSchema,
  overrides: v.array(v.object({ itemId: v.string(), permissions: dataRoomPermissionsSchema })),
  holders: v.array(permissionHolderSchema),
  createdAt: timestamp,
});
export type PermissionGroup = v.InferOutput<typeof permissionGroupSchema>;
export const permissionGroupReply = v.object({ group: permissionGroupSchema });
export const permissionGroupListReply = v.object({ groups: v.array(permissionGroupSchema) });
export const permissionHolderListReply = v.object({ holders: v.array(permissionHolderSchema) });

/** One rule that grants (or would grant) a permission. */
export const permissionRuleSchema = v.object({
  source: v.picklist(['member', 'group', 'link']),
  text: v.string(),
  groupId: v.nullable(v.string()),
  groupName: v.nullable(v.string()),
  holderId: v.nullable(v.string()),
  /** The item whose override decided it; null: the group's room-wide permissions. */
  overrideItemId: v.nullable(v.string()),
  permissions: dataRoomPermissionsSchema,
});
export const whyReply = v.object({
  permissions: dataRoomPermissionsSchema,
  rules: v.array(permissionRuleSchema),
  explanation: v.string(),
});
export type WhyReply = v.InferOutput<typeof whyReply>;

export const startViewReply = v.object({
  viewId: v.pipe(v.string(), v.uuid()),
  viewCode: v.string(),
  viewerEmail: v.string(),
  startedAt: timestamp,
  watermark: v.nullable(dataRoomWatermarkSchema),
  canDownload: v.boolean(),
  /** GET this (with the bearer token) for the watermarked copy the viewer renders. */
  contentUrl: v.string(),
});
export type StartViewReply = v.InferOutput<typeof startViewReply>;
export const heartbeatReply = v.object({ durationMs: v.number() });
export const totalTimeReply = v.object({ fileId: v.string(), totalMs: v.number(), views: v.number() });

export const pageTimeSchema = v.object({ page: v.number(), ms: v.number() });
export const dataRoomViewSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  fileId: v.string(),
  fileName: v.string(),
  viewerEmail: v.string(),
  viewCode: v.string(),
  startedAt: timestamp,
  lastSeenAt: timestamp,
  durationMs: v.number(),
  pageCount: v.nullable(v.number()),
  pagesReadPercent: v.nullable(v.number()),
  downloadedAt: v.nullable(timestamp),
  pages: v.array(pageTimeSchema),
});
export type DataRoomView = v.InferOutput<typeof dataRoomViewSchema>;
export const viewListReply = v.object({ views: v.array(dataRoomViewSchema) });
export const visitorSchema = v.object({
  viewerEmail: v.string(),
  views: v.number(),
  files: v.number(),
  downloads: v.number(),
  durationMs: v.number(),
  lastViewAt: timestamp,
});
export const visitorListReply = v.object({ visitors: v.array(visitorSchema) });

/** Product §2 dashboard figures of a data room. */
export const dataRoomStatisticsReply = v.object({
  fileViews: v.number(),
  downloads: v.number(),
  folders: v.number(),
  files: v.number(),
  /** Share of files opened at least once, 0–100. */
  openingRate: v.number(),
  averageTimeMs: v.number(),
  lastView: v.nullable(timestamp),
});
export type DataRoomStatistics = v.InferOutput<typeof dataRoomStatisticsReply>;

/** Documents the multipart body of POST file/upload (the server streams it itself: the parsed body is empty). */
export const dataRoomUploadFormBody = v.nullish(
  v.object({
    file: v.pipe(v.string(), v.description('The file (binary). Its kind is decided by its content; the name must agree.')),
    dataRoomId: v.string(),
    parentId: v.optional(v.string()),
    fileName: v.pipe(v.string(), v.description('Shown name (forms §3 fileName).')),
    dataRoomAddWatermark: v.pipe(v.string(), v.description("'true' or 'false' (required).")),
    customWatermarkText: v.optional(v.string()),
    watermarkSize: v.optional(v.string()),
    watermarkPosition: v.optional(v.string()),
    watermarkRotation: v.optional(v.string()),
  }),
);

export const dataRoomItemsQuery = v.object({
  parentId: v.optional(v.pipe(v.string(), v.uuid(dataRoomMessages.invalidId))),
  sort: v.optional(v.picklist(dataRoomSorts)),
});
export const dataRoomViewsQuery = v.object({ fileId: v.optional(v.pipe(v.string(), v.uuid(dataRoomMessages.invalidId))) });
export const dataRoomViewQuery = v.object({ viewId: v.pipe(v.string(), v.uuid(dataRoomMessages.invalidId)) });
export const dataRoomDownloadQuery = v.object({ viewId: v.optional(v.pipe(v.string(), v.uuid(dataRoomMessages.invalidId))) });

// ---------------------------------------------------------------- questions over a room (Q&A, canUseAIChat)

/** POST data-room/question: a question over the files of one room the asker may view and ask about. */
export const dataRoomQuestionBody = formObject({
  dataRoomId: id,
  question: v.pipe(
    v.string(dataRoomMessages.questionRequired),
    v.trim(),
    v.nonEmpty(dataRoomMessages.questionRequired),
    v.maxLength(DATA_ROOM_QUESTION_MAX, dataRoomMessages.questionTooLong),
  ),
});

/** One cited passage: the file, the page (null when the file's name matched) and the words around the match (**marked**). */
export const dataRoomPassageSchema = v.object({
  fileId: v.string(),
  fileName: v.string(),
  page: v.nullable(v.number()),
  excerpt: v.string(),
  rank: v.number(),
});

export const dataRoomAnswerReply = v.object({
  question: v.string(),
  /** search: the ranked passages are the answer; model: `answer` was written from them by the configured model. */
  mode: v.picklist(['search', 'model']),
  answer: v.nullable(v.string()),
  passages: v.array(dataRoomPassageSchema),
  /** Files of the room still waiting for their text to be read (just uploaded). */
  pendingFiles: v.number(),
});
export type DataRoomPassage = v.InferOutput<typeof dataRoomPassageSchema>;
export type DataRoomAnswer = v.InferOutput<typeof dataRoomAnswerReply>;
