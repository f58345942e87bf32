import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  chartReplySchema,
  graphParams,
  importRowsBody,
  importRowsReply,
  investmentBody,
  investmentExportQuery,
  investmentIdParams,
  investmentListQuery,
  investmentListReply,
  investmentRowSchema,
  sheetConfigSchema,
  sheetFileBody,
  sheetPreviewReply,
  trackRecordBody,
  trackRecordCharts,
  trackRecordDashboardReply,
  trackRecordIdParams,
  trackRecordListReply,
  trackRecordMessages,
  trackRecordSchema,
  trackRecordSheetParams,
  trackRecordVisibilityBody,
  validateRowsBody,
  validateRowsReply,
  VISITOR_TOKEN_HEADER,
  type FundTrackRecordForm,
  type InvestmentExportQuery,
  type InvestmentListQuery,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { AppError, forbidden } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import { visitorTokenOf } from '../fund-custom-profile-link';
import { buildChart } from './charts';
import {
  addInvestment,
  createTrackRecord,
  dashboard,
  deleteInvestment,
  deleteTrackRecord,
  exportInvestments,
  importRows,
  listInvestments,
  listTrackRecords,
  mayExport,
  ownTrackRecord,
  publicTrackRecords,
  readableTrackRecord,
  saveSheetConfig,
  setVisibility,
  sheetConfig,
  cachedSheet,
  memoOnSheet,
  sheetOf,
  toTrackRecord,
  updateInvestment,
  updateTrackRecord,
  validateRows,
} from './service';
import { exampleWorkbook, exportWorkbook, readSheetFile } from './sheets';

const tags = ['track-record'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const manage = (): FastifyContextConfig => ({ auth: 'user', profile: { minRole: 'editor', types: ['fund'] } });
const read = (): FastifyContextConfig => ({ auth: 'optional', profile: { optional: true } });
const viewer = (request: FastifyRequest) => ({ profileId: request.profile?.id ?? null, visitorToken: visitorTokenOf(request) });
const READ_NOTE =
  'Members of the fund (any role, meta-profile headers) read every track record of it; a share-link visitor (the visitor ' +
  `token in the \`${VISITOR_TOKEN_HEADER}\` header is honoured) reads the link's track records that its scope names ` +
  '(`track-record:<id>`), visible or not, while the link admits them; anyone else only a visible track record of a ' +
  'published fund (404 otherwise).';

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

  app.get<{ Params: { id: string; sheetId: string }; Querystring: InvestmentListQuery }>(
    '/track-record/:id/sheet/:sheetId/investments',
    {
      config: read(),
      schema: routeSchema({
        tags,
        summary: 'A page of a sheet’s investments (the grid), with computed metrics',
        description:
          `${READ_NOTE} skip, take (10, 20, 30, 40, 50 or 100; default 100), sortBy (any sortable column), sortOrder, and the ` +
          'column filters (AND across filters, OR within one): search (company name contains, any case), sector (primary ' +
          'sector is any of; repeat the parameter), status (any of; repeat it), investedFrom and investedTo (date of initial ' +
          "investment, inclusive, YYYY-MM-DD). 422 with the message of each bad filter. `sectors` lists the sheet's sectors.",
        params: trackRecordSheetParams,
        querystring: investmentListQuery,
        errors: [404],
        response: { 200: investmentListReply },
      }),
    },
    async (request) => {
      await readableTrackRecord(db, request.params.id, viewer(request));
      await sheetOf(db, request.params.id, request.params.sheetId);
      return listInvestments(db, request.params.sheetId, request.query);
    },
  );

  app.post<{ Params: { id: string; sheetId: string }; Body: Record<string, unknown> }>(
    '/track-record/:id/sheet/:sheetId/investments',
    {
      config: manage(),
      schema: routeSchema({
        tags,
        summary: 'Add an investment to a sheet',
        description: 'Editor role and up. One cell per column key; 422 lists every bad cell.',
        security: 'bearer',
        params: trackRecordSheetParams,
        body: investmentBody,
        errors: [404],
        response: { 201: investmentRowSchema },
      }),
    },
    async (request, reply) => {
      await ownTrackRecord(db, request.params.id, request.profile!.id);
      await sheetOf(db, request.params.id, request.params.sheetId);
      return reply.status(201).send(await addInvestment(db, request.params.sheetId, request.body));
    },
  );

  app.put<{ Params: { investmentId: string }; Body: Record<string, unknown> }>(
    '/track-record/investment/:investmentId',
    {
      config: manage(),
      schema: routeSchema({
        tags,
        summary: 'Edit an investment',
        description: 'Editor role and up. The whole row, as for adding.',
        security: 'bearer',
        params: investmentIdParams,
        body: investmentBody,
        errors: [404],
        response: { 200: investmentRowSchema },
      }),
    },
    async (request) => updateInvestment(db, request.profile!.id, request.params.investmentId, request.body),
  );

  app.delete<{ Params: { investmentId: string } }>(
    '/track-record/investment/:investmentId',
    {
      config: manage(),
      schema: routeSchema({
        tags,
        summary: 'Delete an investment',
        description: 'Editor role and up.',
        security: 'bearer',
        params: investmentIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteInvestment(db, request.profile!.id, request.params.investmentId);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { id: string; sheetId: string }; Body: v.InferOutput<typeof importRowsBody> }>(
    '/track-record/:id/sheet/:sheetId/import',
    {
      config: manage(),
      bodyLimit: 32 * 1024 * 1024,
      schema: routeSchema({
        tags,
        summary: 'Import rows into a sheet: all or nothing',
        description:
          'Editor role and up. { rows, mode: replace (default) | append }. Every row is checked first; when any cell is bad the ' +
          'reply is 422 SHEET_INVALID with errors keyed "<row index>.<column key>" and nothing is written.',
        security: 'bearer',
        params: trackRecordSheetParams,
        body: importRowsBody,
        errors: [404],
        response: { 200: importRowsReply },
      }),
    },
    async (request) => {
      await ownTrackRecord(db, request.params.id, request.profile!.id);
      await sheetOf(db, request.params.id, request.params.sheetId);
      return importRows(db, request.params.sheetId, request.body.rows, request.body.mode);
    },
  );

  app.get<{ Params: { id: string; sheetId: string }; Querystring: InvestmentExportQuery }>(
    '/track-record/:id/sheet/:sheetId/export',
    {
      config: read(),
      schema: routeSchema({
        tags,
        summary: 'The sheet as an .xlsx (every column, plus the computed figures)',
        description: `${READ_NOTE} Takes the grid's sortBy, sortOrder and column filters (as for the investments list), so the file holds what the grid shows. A share-link visitor reading a track record that is not public exports only when the link grants download (403 DOWNLOAD_NOT_ALLOWED).`,
        params: trackRecordSheetParams,
        querystring: investmentExportQuery,
        errors: [403, 404],
        response: { 200: null },
      }),
    },
    async (request, reply) => {
      const record = await readableTrackRecord(db, request.params.id, viewer(request));
      if (!(await mayExport(db, record, viewer(request)))) throw forbidden(trackRecordMessages.exportNotAllowed, 'DOWNLOAD_NOT_ALLOWED');
      const sheet = await sheetOf(db, request.params.id, request.params.sheetId);
      const file = await exportWorkbook(record.name, await exportInvestments(db, sheet.id, request.query));
      return reply.header('content-type', XLSX).header('content-disposition', 'attachment; filename="track-record.xlsx"').send(file);
    },
  );

  app.get<{ Params: { id: string; sheetId: string } }>(
    '/track-record/:id/sheet/:sheetId/config',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'The caller’s grid settings of a sheet (hidden columns)',
        description: 'Any member role; per user.',
        security: 'bearer',
        params: trackRecordSheetParams,
        errors: [404],
        response: { 200: sheetConfigSchema },
      }),
    },
    async (request) => {
      await ownTrackRecord(db, request.params.id, request.profile!.id);
      await sheetOf(db, request.params.id, request.params.sheetId);
      return sheetConfig(db, request.auth!.userId, request.params.sheetId);
    },
  );

  app.put<{ Params: { id: string; sheetId: string }; Body: v.InferOutput<typeof sheetConfigSchema> }>(
    '/track-record/:id/sheet/:sheetId/config',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'Save the caller’s grid settings of a sheet (hidden columns)',
        description: 'Any member role; per user.',
        security: 'bearer',
        params: trackRecordSheetParams,
        body: sheetConfigSchema,
        errors: [404],
        response: { 200: sheetConfigSchema },
      }),
    },
    async (request) => {
      await ownTrackRecord(db, request.params.id, request.profile!.id);
      await sheetOf(db, request.params.id, request.params.sheetId);
      return saveSheetConfig(db, request.auth!.userId, request.params.sheetId, request.body.hiddenColumns);
    },
  );

  for (const chart of trackRecordCharts) {
    app.get<{ Params: { trackRecordSheetId: string; trackRecordId: string } }>(
      `/track-record/graph/${chart.key}/:trackRecordSheetId/:trackRecordId`,
      {
        config: read(),
        schema: routeSchema({
          tags,
          summary: `Chart "${chart.title}" (chart set ${chart.set})`,
          description: `${READ_NOTE} Categories and series aggregated from the sheet's investments.`,
          params: graphParams,
          errors: [404],
          response: { 200: chartReplySchema },
        }),
      },
      async (request) => {
        const record = await readableTrackRecord(db, request.params.trackRecordId, viewer(request));
        const sheet = await sheetOf(db, record.id, request.params.trackRecordSheetId);
        const cached = await cachedSheet(db, sheet.id);
        const asOf = new Date().toISOString().slice(0, 10);
        return memoOnSheet(cached, `chart:${chart.key}:${record.currency.value}:${asOf}`, () =>
          buildChart(chart.key, cached.rows, cached.graduations, record.currency.value, asOf),
        );
      },
    );
  }
}
