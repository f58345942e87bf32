import { lazy } from 'react';

export { DataRoomsPage } from './data-rooms-page';
export { FundDataRoomPanel, type FundDataRoomPanelProps } from './fund-data-room-panel';
export { SharedDataRoom, type SharedDataRoomProps } from './shared-data-room';

// The list is the area's first page; the room, its viewer (pdf.js loads later still), permissions and analytics
// come as their own chunks, so /dataRoom stays within its first-load budget (scripts/check-bundle-budgets.mjs).
export const DataRoomPage = lazy(() => import('./data-room-page').then((m) => ({ default: m.DataRoomPage })));
export const FileViewerPage = lazy(() => import('./file-viewer-page').then((m) => ({ default: m.FileViewerPage })));
export const GroupsPage = lazy(() => import('./groups-page').then((m) => ({ default: m.GroupsPage })));
export const AnalyticsPage = lazy(() => import('./analytics-page').then((m) => ({ default: m.AnalyticsPage })));
