export { DataRoomPage } from './data-room-page';
export { DataRoomsPage } from './data-rooms-page';
