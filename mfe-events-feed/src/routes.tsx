import { lazyPage } from '@fundnet/app-runtime';
import { AreaNotFoundPage } from '@fundnet/design-system';
import { Route, Routes } from 'react-router-dom';

/** Every page loads with its route (ADR 0011): the feed's composer and cards stay off the events pages, and back. */
const FeedPage = lazyPage(() => import(/* webpackChunkName: "feed-page" */ './features/feed'), 'FeedPage');
// Each events page from its own file (through the index, one page's chunk carried the other).
const EventsPage = lazyPage(() => import(/* webpackChunkName: "events-page" */ './features/platform-event/events-page'), 'EventsPage');
const EventPage = lazyPage(() => import(/* webpackChunkName: "event-page" */ './features/platform-event/event-page'), 'EventPage');

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
