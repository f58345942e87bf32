import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  answerQuestionBody,
  assignQuestionBody,
  draftAnswerBody,
  inboxQuestionReply,
  qaAssigneesReply,
  qaInboxQuery,
  qaInboxReply,
  qaQuestionParams,
  qaResponseTimesReply,
  qaRoomParams,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { answer, assign, assignees, close, inbox, publish, saveDraft } from './inbox';
import { exportLog, responseTimes } from './report';

const tags = ['data-room-qa'];
const manager = { auth: 'user' as const, profile: { minRole: 'editor' as const, types: ['fund' as const] } };
const MANAGER =
  'Profile-scoped: the active profile must be the fund that owns the room, editor role and up (another fund’s room or question: 404).';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type RoomParams = v.InferOutput<typeof qaRoomParams>;
type QuestionParams = v.InferOutput<typeof qaQuestionParams>;

/** The fund's side of the Q&A: the inbox of a room, the work on one question, response times and the XLSX log. */
export async function dataRoomQaInboxRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  api.get<{ Params: RoomParams; Querystring: v.InferOutput<typeof qaInboxQuery> }>(
    '/data-room-qa/inbox/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'The questions of a data room, newest first, by state and assignee, with the counts per state',
        description: `${MANAGER} skip / take page the list (take 1–100, default 20).`,
        params: qaRoomParams,
        querystring: qaInboxQuery,
        errors: [404],
        response: { 200: qaInboxReply },
      }),
    },
    async (request) => inbox(db, request.profile!.id, request.params.dataRoomId, request.query),
  );

  api.get<{ Params: RoomParams }>(
    '/data-room-qa/assignees/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'The fund’s members a question of this room can be assigned to (editor role and up)',
        description: MANAGER,
        params: qaRoomParams,
        errors: [404],
        response: { 200: qaAssigneesReply },
      }),
    },
    async (request) => assignees(db, request.profile!.id, request.params.dataRoomId),
  );

  api.get<{ Params: RoomParams }>(
    '/data-room-qa/response-times/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'How fast the fund answers the room’s questions (median, average, 90th percentile) and what waits',
        description: `${MANAGER} From asking to the first answer; a corrected answer does not move it.`,
        params: qaRoomParams,
        errors: [404],
        response: { 200: qaResponseTimesReply },
      }),
    },
    async (request) => responseTimes(db, request.profile!.id, request.params.dataRoomId),
  );

  api.get<{ Params: RoomParams }>(
    '/data-room-qa/export/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'The room’s Q&A log as an XLSX workbook',
        description: `${MANAGER} Every question, oldest first, with asker, organisation, link, file and page, assignee, answer and times.`,
        params: qaRoomParams,
        errors: [404],
        response: { 200: binaryReply('XLSX workbook', [XLSX]) },
      }),
    },
    async (request, reply) => {
      const { buffer, roomName } = await exportLog(db, request.profile!.id, request.params.dataRoomId);
      const name = `questions-${roomName.replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'data-room'}.xlsx`;
      return reply
        .header('content-type', XLSX)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(buffer);
    },
  );

  const action = <Body>(
    path: string,
    summary: string,
    description: string,
    body: v.GenericSchema | undefined,
    run: (input: { fundId: string; userId: string; id: string; body: Body; log: FastifyBaseLogger }) => Promise<unknown>,
  ) =>
    api.put<{ Params: QuestionParams; Body: Body }>(
      path,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary,
          description: `${MANAGER} ${description}`,
          params: qaQuestionParams,
          ...(body ? { body } : {}),
          errors: [404, 409],
          response: { 200: inboxQuestionReply },
        }),
      },
      async (request) =>
        run({
          fundId: request.profile!.id,
          userId: request.auth!.userId,
          id: request.params.id,
          body: request.body as Body,
          log: request.log,
        }),
    );

  action<v.InferOutput<typeof assignQuestionBody>>(
    '/data-room-qa/assign/:id',
    'Assign a question to a member of the fund',
    'The member must manage the room (editor and up: 422 on assigneeUserId otherwise); they are mailed (job queue) unless they assigned it to themselves. 409 on a closed question.',
    assignQuestionBody,
    ({ fundId, userId, id, body, log }) => assign(deps, fundId, userId, id, body.assigneeUserId, log),
  );
  action<v.InferOutput<typeof draftAnswerBody>>(
    '/data-room-qa/draft/:id',
    'Keep a draft of the answer (the asker sees nothing of it)',
    'An empty draft removes it. 409 on a closed question.',
    draftAnswerBody,
    ({ fundId, id, body }) => saveDraft(db, fundId, id, body.draft),
  );
  action<v.InferOutput<typeof answerQuestionBody>>(
    '/data-room-qa/answer/:id',
    'Answer a question (or correct the answer): the asker is mailed',
    'The state becomes answered (a published question stays published with the new answer); the draft is cleared. 409 on a closed question.',
    answerQuestionBody,
    ({ fundId, userId, id, body, log }) => answer(deps, fundId, userId, id, body.answer, log),
  );
  action<undefined>(
    '/data-room-qa/publish/:id',
    'Publish an answered question in the room’s FAQ, for every holder, without the asker',
    '409 NEEDS_ANSWER before it is answered, 409 on a closed question.',
    undefined,
    ({ fundId, id }) => publish(db, fundId, id),
  );
  action<undefined>(
    '/data-room-qa/close/:id',
    'Close a question (a published one leaves the FAQ)',
    'Closing a closed question changes nothing.',
    undefined,
    ({ fundId, id }) => close(db, fundId, id),
  );
}
