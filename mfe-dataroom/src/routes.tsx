import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage, LoadingState } from '@fundnet/design-system';
import { AnalyticsPage, DataRoomPage, DataRoomsPage, FileViewerPage, GroupsPage } from './features/data-room';

// The fund's inbox of a room's questions (data-room-qa) comes as its own chunk, like the room's other manager pages.
const QuestionsInboxPage = lazy(() =>
  import(/* webpackChunkName: "questions-inbox-page" */ './features/data-room-qa/questions-inbox-page').then((m) => ({
    default: m.QuestionsInboxPage,
  })),
);

/** Every path mfe-dataroom owns (/dataRoom, /dataRoom/*); anything else is this area's "page not found". */
export function AreaRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading the data room" />}>
      <Routes>
        <Route path="/dataRoom" element={<DataRoomsPage />} />
        <Route path="/dataRoom/:dataRoomId" element={<DataRoomPage />} />
        <Route path="/dataRoom/:dataRoomId/files" element={<DataRoomPage />} />
        <Route path="/dataRoom/:dataRoomId/view/:fileId" element={<FileViewerPage />} />
        <Route path="/dataRoom/:dataRoomId/groups" element={<GroupsPage />} />
        <Route path="/dataRoom/:dataRoomId/analytics" element={<AnalyticsPage />} />
        <Route path="/dataRoom/:dataRoomId/questions" element={<QuestionsInboxPage />} />
        <Route path="*" element={<AreaNotFoundPage area="Data room" />} />
      </Routes>
    </Suspense>
  );
}
