export { EventPage } from './event-page';
export { EventsPage } from './events-page';
