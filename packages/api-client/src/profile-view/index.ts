export {
  getProfileViewStats,
  type ProfileViewStats,
  type ProfileViewStatsQuery,
  type ProfileViewer,
  profileViewStatsQueryOptions,
  useProfileViewStats,
} from './get-profile-view-stats';
export { profileViewKeys } from './keys';
export { type RecordProfileViewInput, type RecordProfileViewReply, recordProfileView } from './record-profile-view';
