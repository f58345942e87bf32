// The subscribers settings section (loaded with its route).
export { SubscribersSection } from './subscribers-section';
