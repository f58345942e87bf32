import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  sheetFileBody,
  sheetPreviewReply,
  trackRecordBody,
  trackRecordDashboardReply,
  trackRecordIdParams,
  trackRecordListReply,
  trackRecordSchema,
  trackRecordVisibilityBody,
  validateRowsBody,
  validateRowsReply,
  type FundTrackRecordForm,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import {
  createTrackRecord,
  deleteTrackRecord,
  listTrackRecords,
  publicTrackRecords,
  setVisibility,
  toTrackRecord,
  updateTrackRecord,
} from './service';
import { readableTrackRecord } from './access';
import { validateRows } from './investments';
import { dashboard } from './dashboard';
import { exampleWorkbook, readSheetFile } from './sheets';
import { manage, read, READ_NOTE, tags, viewer, XLSX } from './routes-common';
import { trackRecordSheetRoutes } from './routes-sheets';

/** api/track-record (product §7): CRUD, sheets and their config, visibility, validate, getRowsFromFile, graphs. ADR 0029. */
export async function trackRecordRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post<{ Body: FundTrackRecordForm }>(
    '/track-record',
    {
      config: manage(),
      schema: routeSchema({
        tags,
        summary: 'Create a track record of the active fund',
        description:
          'Editor role and up. The fund track record form (forms §3, messages of forms §5). A first sheet "Investments" is made with it.',
        security: 'bearer',
        body: trackRecordBody,
        response: { 201: trackRecordSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await createTrackRecord(db, request.profile!.id, request.body)),
  );

  app.get(
    '/track-record',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'The active fund’s track records with their metrics',
        description: 'Any member role. Each with its sheets and computed metrics (DPI, RVPI, TVPI, MOIC, XIRR).',
        security: 'bearer',
        response: { 200: trackRecordListReply },
      }),
    },
    async (request) => listTrackRecords(db, request.profile!.id, false),
  );

  app.get(
    '/track-record/dashboard',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'Track record figures and recent company graduations for the dashboard',
        description: 'Any member role (product §2 dashboard): every track record with its multiples, and the ten latest round graduations.',
        security: 'bearer',
        response: { 200: trackRecordDashboardReply },
      }),
    },
    async (request) => dashboard(db, request.profile!.id),
  );

  app.get<{ Params: { fundId: string } }>(
    '/track-record/fund/:fundId',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'The visible track records of a published fund',
        description: 'Public. Empty when the fund is not published or shows none.',
        params: v.object({ fundId: v.pipe(v.string(), v.uuid('This fund does not exist.')) }),
        response: { 200: trackRecordListReply },
      }),
    },
    async (request) => publicTrackRecords(db, request.params.fundId),
  );

  app.get(
    '/track-record/example-sheet',
    {
      // Anyone may download it (a plain link in the page); the limit keeps a public file endpoint cheap to serve.
      config: {
        auth: 'optional',
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new AppError(429, 'Too many downloads. Try again in a minute.'),
        },
      },
      schema: routeSchema({
        tags,
        summary: 'The example track record spreadsheet (forms §9)',
        description: 'Public. An .xlsx with every column of the investments sheet (required ones marked *) and sample rows.',
        response: { 200: null },
      }),
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="track-record-example.xlsx"')
        .send(await exampleWorkbook()),
  );

  app.post<{ Body: v.InferOutput<typeof sheetFileBody> }>(
    '/track-record/getRowsFromFile',
    {
      config: manage(),
      bodyLimit: 16 * 1024 * 1024,
      schema: routeSchema({
        tags,
        summary: 'Read a spreadsheet (.xlsx or .csv) into rows with their errors, writing nothing',
        description:
          'Editor role and up. Body { fileName, contentBase64 }. Headers are matched by column key or label (any case, a trailing * ' +
          'ignored). The reply is the preview: rows, the errors of each row by column, and whether the whole sheet is valid.',
        security: 'bearer',
        body: sheetFileBody,
        response: { 200: sheetPreviewReply },
      }),
    },
    async (request) => readSheetFile(request.body.fileName, request.body.contentBase64),
  );

  app.post<{ Body: v.InferOutput<typeof validateRowsBody> }>(
    '/track-record/validate',
    {
      config: manage(),
      bodyLimit: 16 * 1024 * 1024,
      schema: routeSchema({
        tags,
        summary: 'Check sheet rows (e.g. after fixing cells in the preview), writing nothing',
        description: 'Editor role and up. Every row and cell is checked; errors are listed per row and column.',
        security: 'bearer',
        body: validateRowsBody,
        response: { 200: validateRowsReply },
      }),
    },
    async (request) => {
      const { valid, errors } = validateRows(request.body.rows);
      return { valid, errors };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/track-record/:id',
    {
      config: read(),
      schema: routeSchema({
        tags,
        summary: 'One track record with its sheets and metrics',
        description: READ_NOTE,
        params: trackRecordIdParams,
        errors: [404],
        response: { 200: trackRecordSchema },
      }),
    },
    async (request) => (await toTrackRecord(db, [await readableTrackRecord(db, request.params.id, viewer(request))]))[0],
  );

  app.put<{ Params: { id: string }; Body: FundTrackRecordForm }>(
    '/track-record/:id',
    {
      config: manage(),
      schema: routeSchema({
        tags,
        summary: 'Edit a track record',
        description: 'Editor role and up; the fund’s own track records only (404 otherwise).',
        security: 'bearer',
        params: trackRecordIdParams,
        body: trackRecordBody,
        errors: [404],
        response: { 200: trackRecordSchema },
      }),
    },
    async (request) => updateTrackRecord(db, request.profile!.id, request.params.id, request.body),
  );

  app.patch<{ Params: { id: string }; Body: v.InferOutput<typeof trackRecordVisibilityBody> }>(
    '/track-record/visibility/:id',
    {
      config: manage(),
      schema: routeSchema({
        tags,
        summary: 'Show or hide a track record on the fund profile, and its graduations',
        description: 'Editor role and up. { visible?, showGraduations? }.',
        security: 'bearer',
        params: trackRecordIdParams,
        body: trackRecordVisibilityBody,
        errors: [404],
        response: { 200: trackRecordSchema },
      }),
    },
    async (request) => setVisibility(db, request.profile!.id, request.params.id, request.body),
  );

  app.delete<{ Params: { id: string } }>(
    '/track-record/:id',
    {
      config: { auth: 'user', profile: { minRole: 'admin', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'Delete a track record with its sheets, investments and graduations',
        description: 'Admin role and up.',
        security: 'bearer',
        params: trackRecordIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteTrackRecord(db, request.profile!.id, request.params.id);
      return reply.status(204).send();
    },
  );

  await trackRecordSheetRoutes(app, db);
}
