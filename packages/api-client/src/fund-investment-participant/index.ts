export { deleteParticipant, useDeleteParticipant } from './delete-participant';
export { getParticipant, participantQueryOptions, type Participant, useParticipant } from './get-participant';
export {
  getParticipants,
  participantsQueryOptions,
  type ParticipantList,
  type ParticipantListQuery,
  useParticipants,
} from './get-participants';
export { fundInvestmentParticipantKeys } from './keys';
export { upsertParticipant, type UpsertParticipantInput, useUpsertParticipant } from './upsert-participant';
