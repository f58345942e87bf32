/**
 * Body fields of format uuid where a well-formed id of nothing is NOT refused with a 422 on a reference field
 * (issue 31.6: everywhere else it is, REFERENCE_NOT_FOUND, also for what the caller may not see). The property test
 * (property.test.ts) sends such an id in each reference field; an answer outside the statuses listed here for
 * `operationId field` fails it. Each entry says why the id is not a reference to refuse: access decides, not
 * existence, or the field is not a reference at all. Keep this list short.
 */
export interface ReferenceException {
  statuses: readonly number[];
  reason: string;
}

const idempotentRemoval = 'a removal of what is not there is done: the reply is the same whether the id named anything';
const clientEntryId = 'not a reference: the client’s own id for an entry of the section it sends (a new one is kept)';

export const referenceExceptions: Readonly<Record<string, ReferenceException>> = {
  'auth.profileSwitch profileId': {
    statuses: [403],
    reason:
      'access decides: switching to a profile the caller is not a member of is 403 NOT_A_MEMBER, the same for a profile ' +
      'of nothing and for another tenant’s profile, so it reveals nothing',
  },
  'administration.approvalsByModel profileId': {
    statuses: [200],
    reason: 'a filter of a list: an id of nothing matches no approval (an empty page)',
  },
  'dataRoomQa.assign assigneeUserId': {
    statuses: [404],
    reason:
      'the question in the path comes first: the probe’s path names no question of the caller’s fund, so the route ' +
      'answers its own 404 before reading the body (an assignee who is not a manager of the fund is a 422 on ' +
      'assigneeUserId: data-room-qa.test.ts)',
  },
  'follow.automaticFollow profileIds.0': {
    statuses: [200],
    reason: 'a batch the reply reports per id: an unknown one is `skipped` (reason notFound) while the others are followed',
  },
  'follow.delete profileId': { statuses: [204], reason: idempotentRemoval },
  'follow.removeFollow profileId': { statuses: [204], reason: idempotentRemoval },
  'follow.removeFollowDelete profileId': { statuses: [204], reason: idempotentRemoval },
  'favourite.delete profileId': { statuses: [204], reason: idempotentRemoval },
  'feedActivity.create postId': {
    statuses: [201],
    reason:
      'not a reference to check: the log keeps post ids as plain ids (feed-activity/tables.ts) because it outlives a ' +
      'deleted post, so an administrator’s note may name a post that is gone',
  },
  'fundFeedback.create requestId': {
    statuses: [400],
    reason:
      'the probe fills fundId with the caller’s own profile (document-bodies.ts), which is refused first: 400 ' +
      'OWN_PROFILE, before the request is read (an unknown requestId is a 422 on it: fund-feedback.test.ts)',
  },
  'fundInfo.create sections.co-investors.coInvestors.0.id': { statuses: [201], reason: clientEntryId },
  'fundInfo.editCoInvestors coInvestors.0.id': { statuses: [200], reason: clientEntryId },
};
