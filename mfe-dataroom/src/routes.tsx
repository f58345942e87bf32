import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { DataRoomPage, DataRoomsPage } from './features/data-rooms';

/** Every path mfe-dataroom owns (/dataRoom, /dataRoom/*); anything else is this area's "page not found". */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/dataRoom" element={<DataRoomsPage />} />
      <Route path="/dataRoom/:dataRoomId" element={<DataRoomPage />} />
      <Route path="/dataRoom/:dataRoomId/files" element={<DataRoomPage />} />
      <Route path="*" element={<AreaNotFoundPage area="Data room" />} />
    </Routes>
  );
}
