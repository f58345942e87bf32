export { ParticipantsPage } from './participants-page';
