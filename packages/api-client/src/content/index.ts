export { deleteContentEntry, useDeleteContentEntry } from './delete-content-entry';
export { getContentEntry, contentEntryQueryOptions, type ContentEntry, useContentEntry } from './get-content-entry';
export {
  getContentEntries,
  contentEntriesQueryOptions,
  type ContentList,
  type ContentListQuery,
  useContentEntries,
} from './get-content-entries';
export { contentKeys } from './keys';
export { upsertContentEntry, type UpsertContentInput, useUpsertContentEntry } from './upsert-content-entry';
