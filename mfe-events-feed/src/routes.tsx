import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { EventPage, EventsPage } from './features/events';
import { FeedPage } from './features/feed';

/** Every path mfe-events-feed owns (route-ownership.ts); anything else is this area's "page not found". */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/feed" element={<FeedPage />} />
      <Route path="/events" element={<EventsPage />} />
      <Route path="/event" element={<EventPage />} />
      <Route path="/event/:eventId" element={<EventPage />} />
      <Route path="*" element={<AreaNotFoundPage area="Feed and events" />} />
    </Routes>
  );
}
