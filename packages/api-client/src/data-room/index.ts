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
  getMyDataRooms,
  type PermissionGroup,
  useDataRoom,
  useDataRoomGroups,
  useDataRoomStatistics,
  useDataRoomViews,
  useMyDataRooms,
  type WhyReply,
} from './queries';
export { type DataRoomUploadInput, uploadDataRoomFile } from './upload';
