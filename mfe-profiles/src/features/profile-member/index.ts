// The team settings section: members, roles and invitations (loaded with its route).
export { TeamSection } from './team-section';
