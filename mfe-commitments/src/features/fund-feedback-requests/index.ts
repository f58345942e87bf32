export { ProfilePicker, type PickedProfile } from './profile-picker';
export { ReceivedRequests } from './received-requests';
export { SentRequests } from './sent-requests';
export { RequestStatusChip } from './status-chip';
