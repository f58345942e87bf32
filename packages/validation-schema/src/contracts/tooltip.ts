import * as v from 'valibot';
import { formObject } from '../rules/object';
import { maxText } from '../rules/strings';

/**
 * Contract of the tooltip family (api/tooltip; product §7 "tooltip": list, upsert, read, delete). Payloads are
 * "not shown" in the spec; our design (packages/server/src/modules/tooltip/README.md): a tooltip is a short help
 * text the apps show next to a field or a control, addressed by a stable `key` (e.g. `fund.targetFundSize`).
 * Anyone reads them (GET tooltip, GET tooltip/{id}); administrators write them (POST tooltip upserts by id or
 * key, DELETE tooltip/{id}).
 */

export const TOOLTIP_KEY_MAX_LENGTH = 100;
export const TOOLTIP_TITLE_MAX_LENGTH = 120;
export const TOOLTIP_TEXT_MAX_LENGTH = 1000;
export const TOOLTIP_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const tooltipMessages = {
  keyRequired: 'Key is required', // not in spec
  keyInvalid: 'Key may hold letters, digits, dots, dashes and underscores only', // not in spec
  textRequired: 'Text is required', // not in spec
  idInvalid: 'Tooltip id is not valid', // not in spec
  notFound: 'This tooltip does not exist.', // not in spec
  keyTaken: 'Another tooltip already uses this key.', // not in spec
} as const;

const trimmedOptional = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), maxText(max))), null);

export const tooltipIdParams = v.object({ id: v.pipe(v.string(), v.trim(), v.uuid(tooltipMessages.idInvalid)) });

export const tooltipListQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), maxText(100))),
});
export type TooltipListQuery = v.InferInput<typeof tooltipListQuery>;

/** POST tooltip: creates, or with `id` (or an existing `key`) replaces a tooltip. */
export const upsertTooltipBody = formObject({
  id: v.optional(v.pipe(v.string(), v.trim(), v.uuid(tooltipMessages.idInvalid))),
  key: v.pipe(
    v.string(tooltipMessages.keyRequired),
    v.trim(),
    v.nonEmpty(tooltipMessages.keyRequired),
    maxText(TOOLTIP_KEY_MAX_LENGTH),
    v.regex(TOOLTIP_KEY_PATTERN, tooltipMessages.keyInvalid),
  ),
  title: trimmedOptional(TOOLTIP_TITLE_MAX_LENGTH),
  text: v.pipe(
    v.string(tooltipMessages.textRequired),
    v.trim(),
    v.nonEmpty(tooltipMessages.textRequired),
    maxText(TOOLTIP_TEXT_MAX_LENGTH),
  ),
});
export type UpsertTooltipInput = v.InferInput<typeof upsertTooltipBody>;

export const tooltipSchema = v.object({
  id: v.string(),
  key: v.string(),
  title: v.nullable(v.string()),
  text: v.string(),
  updatedAt: v.string(),
});
export type Tooltip = v.InferOutput<typeof tooltipSchema>;

export const tooltipListReply = v.object({ items: v.array(tooltipSchema) });
export type TooltipList = v.InferOutput<typeof tooltipListReply>;
