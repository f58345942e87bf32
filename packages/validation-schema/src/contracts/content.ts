import * as v from 'valibot';
import { formObject } from '../rules/object';
import { maxText } from '../rules/strings';

/**
 * Contract of the content family (api/content; product §7 "Content: GET list, POST upsert, GET and DELETE {id}").
 * Payloads are "not shown" in the spec; our design (packages/server/src/modules/content/README.md): managed
 * pages and texts addressed by a stable `slug` (`about`, `terms`, `privacyPolicy`, `imprint`, `help-center`,
 * or `<page>.<block>` for a text inside a page). Anyone reads the published ones (GET content, GET content/{id}
 * where {id} is the id or the slug); administrators read drafts too and write (POST content, DELETE content/{id}).
 */

export const contentKinds = ['page', 'text'] as const;
export type ContentKind = (typeof contentKinds)[number];

export const CONTENT_SLUG_MAX_LENGTH = 100;
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_BODY_MAX_LENGTH = 50_000;
export const CONTENT_SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const contentMessages = {
  slugRequired: 'Slug is required', // not in spec
  slugInvalid: 'Slug may hold letters, digits, dots, dashes and underscores only', // not in spec
  titleRequired: 'Title is required', // not in spec
  bodyRequired: 'Text is required', // not in spec
  kindInvalid: 'Select a valid kind (page or text)', // not in spec
  publishedInvalid: 'Published must be true or false', // not in spec
  idInvalid: 'Content id is not valid', // not in spec
  notFound: 'This content does not exist.', // not in spec
  slugTaken: 'Another content entry already uses this slug.', // not in spec
} as const;

const slugSchema = v.pipe(
  v.string(contentMessages.slugRequired),
  v.trim(),
  v.nonEmpty(contentMessages.slugRequired),
  maxText(CONTENT_SLUG_MAX_LENGTH),
  v.regex(CONTENT_SLUG_PATTERN, contentMessages.slugInvalid),
);

/** {id}: the entry's id or its slug. */
export const contentIdParams = v.object({
  id: v.pipe(v.string(), v.trim(), v.nonEmpty(contentMessages.idInvalid), maxText(CONTENT_SLUG_MAX_LENGTH)),
});

export const contentListQuery = v.object({
  kind: v.optional(v.picklist(contentKinds, contentMessages.kindInvalid)),
  search: v.optional(v.pipe(v.string(), v.trim(), maxText(100))),
});
export type ContentListQuery = v.InferInput<typeof contentListQuery>;

/** POST content: creates, or with `id` (or an existing `slug`) replaces an entry. */
export const upsertContentBody = formObject({
  id: v.optional(v.pipe(v.string(), v.trim(), v.uuid(contentMessages.idInvalid))),
  slug: slugSchema,
  kind: v.optional(v.picklist(contentKinds, contentMessages.kindInvalid), 'page'),
  title: v.pipe(
    v.string(contentMessages.titleRequired),
    v.trim(),
    v.nonEmpty(contentMessages.titleRequired),
    maxText(CONTENT_TITLE_MAX_LENGTH),
  ),
  body: v.pipe(
    v.string(contentMessages.bodyRequired),
    v.trim(),
    v.nonEmpty(contentMessages.bodyRequired),
    maxText(CONTENT_BODY_MAX_LENGTH),
  ),
  published: v.optional(v.boolean(contentMessages.publishedInvalid), true),
});
export type UpsertContentInput = v.InferInput<typeof upsertContentBody>;

export const contentEntrySchema = v.object({
  id: v.string(),
  slug: v.string(),
  kind: v.picklist(contentKinds),
  title: v.string(),
  /** Plain text; blank lines separate paragraphs. */
  body: v.string(),
  published: v.boolean(),
  updatedAt: v.string(),
});
export type ContentEntry = v.InferOutput<typeof contentEntrySchema>;

export const contentListReply = v.object({ items: v.array(contentEntrySchema) });
export type ContentList = v.InferOutput<typeof contentListReply>;
