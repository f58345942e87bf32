// Investor invitations of a fund: the Invite Investors and Manage Invitations settings sections (loaded with their routes).
export { InvitationsSection } from './invitations-section';
export { InviteInvestorsSection } from './invite-investors-section';
