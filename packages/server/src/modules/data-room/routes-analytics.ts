import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  dataRoomAnswerReply,
  dataRoomIdParams,
  dataRoomQuestionBody,
  dataRoomStatisticsReply,
  dataRoomViewsQuery,
  viewListReply,
  visitorListReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { roomStatistics, roomViews, roomVisitors, roomVisitsCsv } from './analytics';
import { askRoom } from './questions';
import { contentDisposition, MANAGER, manager, READER, reader, tags } from './routes-common';
import { viewerOf } from './viewer';

/** A room's analytics for its managers, and questions over its files for its readers. */
export async function dataRoomAnalyticsRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  api.get<{ Params: { dataRoomId: string }; Querystring: v.InferOutput<typeof dataRoomViewsQuery> }>(
    '/data-room/views/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Views of a data room (or one file): viewer, time, time per page, pages read, download',
        description: `${MANAGER} Newest first, at most 1000.`,
        params: dataRoomIdParams,
        querystring: dataRoomViewsQuery,
        errors: [404],
        response: { 200: viewListReply },
      }),
    },
    async (request) => ({ views: await roomViews(db, request.profile!.id, request.params.dataRoomId, request.query.fileId) }),
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/views/:dataRoomId/csv',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Visits of a data room as CSV (viewed at, visitor, e-mail, file, duration, pages read %, downloaded at)',
        description: MANAGER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: binaryReply('CSV', ['text/csv']) },
      }),
    },
    async (request, reply) => {
      const { roomName, csv } = await roomVisitsCsv(db, request.profile!.id, request.params.dataRoomId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${roomName} visits.csv`))
        .send(csv);
    },
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/visitors/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Visitors of a data room, with their views, files, downloads and time',
        description: MANAGER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: visitorListReply },
      }),
    },
    async (request) => ({ visitors: await roomVisitors(db, request.profile!.id, request.params.dataRoomId) }),
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/statistics/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Data-room figures (dashboard): file views, downloads, folders, files, opening rate, average time, last view',
        description: MANAGER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: dataRoomStatisticsReply },
      }),
    },
    async (request) => roomStatistics(db, request.profile!.id, request.params.dataRoomId),
  );

  api.post<{ Body: v.InferOutput<typeof dataRoomQuestionBody> }>(
    '/data-room/question',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'Ask a question over a data room: the best passages of its files, with file and page (full-text search)',
        description: `${READER} Searches only the files the asker may view with canUseAIChat (managers: every file); 403 when there is none, and 403 PLAN_LIMIT when the fund's plan has no AI chat (feature-config). PostgreSQL full-text search over the text of every PDF (read page by page after upload) and the file names. With DATA_ROOM_ANSWER_URL set, an OpenAI-compatible model writes \`answer\` from the passages (mode 'model'); otherwise the passages are the answer (mode 'search').`,
        body: dataRoomQuestionBody,
        errors: [403, 422],
        response: { 200: dataRoomAnswerReply },
      }),
    },
    async (request) => askRoom(deps, request.body, () => viewerOf(db, request), request.log),
  );
}
