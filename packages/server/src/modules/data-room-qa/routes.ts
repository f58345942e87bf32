import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  askQuestionBody,
  faqReply,
  myQuestionReply,
  myQuestionsReply,
  qaRoomParams,
  qaSuggestionsQuery,
  qaSuggestionsReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { viewerOf } from '../data-room';
import { type AskerSource, askQuestion, myQuestions, roomFaq, suggestions } from './questions';
import { dataRoomQaInboxRoutes } from './routes-inbox';

export const tags = ['data-room-qa'];
const holder = { auth: 'optional' as const, profile: { optional: true as const } };
const HOLDER =
  'A holder of the room: a signed-in user whose permission groups let them in, or a share-link visitor (x-visitor-token) whose link names the room (401 with neither). Decided by the data room’s one resolver (modules/data-room/permissions.ts). A room they may not enter: 404 by path, 422 on the body’s dataRoomId. The meta-profile headers, when sent, name the organisation the asker acts as: its members share their questions.';

type RoomParams = v.InferOutput<typeof qaRoomParams>;

/** The asker as the request names them: the account or the link visitor, and the organisation they act as. */
const askerOf = (deps: AppDeps, request: FastifyRequest): AskerSource => ({
  viewer: () => viewerOf(deps.db, request),
  organisationId: request.profile?.id ?? null,
});

/**
 * api/data-room-qa (issue 35, not in the spec): holders ask the fund and read the room's FAQ here; the fund's inbox is in
 * routes-inbox.ts. README.md gives the design.
 */
export async function dataRoomQaRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  api.post<{ Body: v.InferOutput<typeof askQuestionBody> }>(
    '/data-room-qa/question',
    {
      config: holder,
      schema: routeSchema({
        tags,
        summary: 'Ask the fund a question on a data room, one of its files or a page of a file',
        description: `${HOLDER} The file must be one the asker may view (422 on fileId otherwise); page only with a file, within its pages. 403 QUESTIONS_OFF for a visitor whose link does not allow questions, 403 MANAGERS_ANSWER for the fund's own managers. Private to the asker's organisation until the fund publishes it (without the asker).`,
        body: askQuestionBody,
        errors: [403],
        response: { 201: myQuestionReply },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ question: await askQuestion(deps, request.body, askerOf(deps, request), request.log) }),
  );

  api.get<{ Params: RoomParams }>(
    '/data-room-qa/mine/:dataRoomId',
    {
      config: holder,
      schema: routeSchema({
        tags,
        summary: 'The questions my organisation asked in a data room, with their answers, and whether I may ask',
        description: HOLDER,
        params: qaRoomParams,
        errors: [404],
        response: { 200: myQuestionsReply },
      }),
    },
    async (request) => myQuestions(db, request.params.dataRoomId, askerOf(deps, request)),
  );

  api.get<{ Params: RoomParams }>(
    '/data-room-qa/faq/:dataRoomId',
    {
      config: holder,
      schema: routeSchema({
        tags,
        summary: 'The data room’s FAQ: published questions and answers, without the askers',
        description: `${HOLDER} Questions on a file the reader may not view are left out. The fund's managers read it too.`,
        params: qaRoomParams,
        errors: [404],
        response: { 200: faqReply },
      }),
    },
    async (request) => roomFaq(db, request.params.dataRoomId, askerOf(deps, request)),
  );

  api.get<{ Params: RoomParams; Querystring: v.InferOutput<typeof qaSuggestionsQuery> }>(
    '/data-room-qa/suggestions/:dataRoomId',
    {
      config: holder,
      schema: routeSchema({
        tags,
        summary: 'What may already answer a question being typed: published answers and passages of the files',
        description: `${HOLDER} Full-text search ('english'); passages only from files with canView and canUseAIChat on a plan with AI chat. Fewer than three letters: nothing.`,
        params: qaRoomParams,
        querystring: qaSuggestionsQuery,
        errors: [404],
        response: { 200: qaSuggestionsReply },
      }),
    },
    async (request) => suggestions(db, request.params.dataRoomId, request.query.q, askerOf(deps, request)),
  );

  await dataRoomQaInboxRoutes(api, deps);
}
