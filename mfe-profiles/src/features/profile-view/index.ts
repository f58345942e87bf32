// The profile visits settings section (loaded with its route).
export { ProfileVisitsSection } from './profile-visits-section';
