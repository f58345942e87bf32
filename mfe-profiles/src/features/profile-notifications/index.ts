// The notification preferences settings section (loaded with its route).
export { NotificationsSection } from './notifications-section';
