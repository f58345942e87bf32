export { dataRoomKeys } from './keys';
export { type DataRoomAnswer, dataRoomCalls, type StartViewReply, useDataRoomMutation } from './mutations';
export {
  type DataRoom,
  type DataRoomEntry,
  type DataRoomStatistics,
  type DataRoomTree,
  type DataRoomView,
  downloadVisitsCsv,
  getDataRoom,
  getDataRoomGroups,
  getDataRoomStatistics,
  getDataRoomViews,
  getDataRoomWhy,
  getFundDataRoomTrees,
  getMyDataRooms,
  getSharedDataRoom,
  type PermissionGroup,
  useDataRoom,
  useSharedDataRoom,
  useDataRoomGroups,
  useDataRoomStatistics,
  useDataRoomViews,
  useFundDataRoomTrees,
  useMyDataRooms,
  type WhyReply,
} from './queries';
export { type DataRoomUploadInput, uploadDataRoomFile } from './upload';
