export { deleteTooltip, useDeleteTooltip } from './delete-tooltip';
export { getTooltip, tooltipQueryOptions, type Tooltip, useTooltip } from './get-tooltip';
export { getTooltips, tooltipsQueryOptions, type TooltipList, type TooltipListQuery, useTooltips } from './get-tooltips';
export { tooltipKeys } from './keys';
export { upsertTooltip, type UpsertTooltipInput, useUpsertTooltip } from './upsert-tooltip';
