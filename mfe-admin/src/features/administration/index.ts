// The administration console's users, profiles, statistics and view-as screens (pages are lazy-loaded by routes.tsx).
export { InviteAdministratorDialog } from './invite-administrator-dialog';
export { formatDateTime, personName, profileStatusLabels, profileTypeLabels } from './labels';
