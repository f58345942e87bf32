export { EventPage } from './event-page';
export { EventsPage, eventsSubtitle } from './events-page';
