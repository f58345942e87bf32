export { type DataRoomAnswer, askDataRoom, useAskDataRoom } from './ask-data-room';
export { createDataRoom, useCreateDataRoom } from './create-data-room';
export { createDataRoomFolder, useCreateDataRoomFolder } from './create-data-room-folder';
export { createDataRoomGroup, useCreateDataRoomGroup } from './create-data-room-group';
export { createDataRoomLink, useCreateDataRoomLink } from './create-data-room-link';
export { createDefaultDataRoom, useCreateDefaultDataRoom } from './create-default-data-room';
export { deleteDataRoomItem, useDeleteDataRoomItem } from './delete-data-room-item';
export { downloadDataRoomFile } from './download-data-room-file';
export { downloadVisitsCsv } from './download-visits-csv';
export { editDataRoomGroup, useEditDataRoomGroup } from './edit-data-room-group';
export { editDataRoomHolders, useEditDataRoomHolders } from './edit-data-room-holders';
export { type DataRoomEntry, type DataRoomTree, dataRoomQueryOptions, getDataRoom, useDataRoom } from './get-data-room';
export { getDataRoomFile } from './get-data-room-file';
export { dataRoomGroupsQueryOptions, getDataRoomGroups, type PermissionGroup, useDataRoomGroups } from './get-data-room-groups';
export {
  type DataRoomStatistics,
  dataRoomStatisticsQueryOptions,
  getDataRoomStatistics,
  useDataRoomStatistics,
} from './get-data-room-statistics';
export { getDataRoomThumbnail } from './get-data-room-thumbnail';
export { getDataRoomViewCopy } from './get-data-room-view-copy';
export { type DataRoomView, dataRoomViewsQueryOptions, getDataRoomViews, useDataRoomViews } from './get-data-room-views';
export { getDataRoomWhy, type WhyReply } from './get-data-room-why';
export { fundDataRoomTreesQueryOptions, getFundDataRoomTrees, useFundDataRoomTrees } from './get-fund-data-room-trees';
export { type DataRoom, getMyDataRooms, myDataRoomsQueryOptions, useMyDataRooms } from './get-my-data-rooms';
export { getSharedDataRoom, sharedDataRoomQueryOptions, useSharedDataRoom } from './get-shared-data-room';
export { dataRoomKeys } from './keys';
export { type DataRoomItemKind, moveDataRoomItem, useMoveDataRoomItem } from './move-data-room-item';
export { recordDataRoomView } from './record-data-room-view';
export { renameDataRoomItem, useRenameDataRoomItem } from './rename-data-room-item';
export { setDataRoomItemHidden, useSetDataRoomItemHidden } from './set-data-room-item-hidden';
export { startDataRoomView, type StartViewReply } from './start-data-room-view';
export {
  type DataRoomUploadInput,
  type DataRoomUploadVariables,
  uploadDataRoomFile,
  useUploadDataRoomFile,
} from './upload-data-room-file';
