// The active profile's page. The delete-profile settings section (delete-profile-section) loads with its route.
export { ActiveProfilePage } from './active-profile-page';
