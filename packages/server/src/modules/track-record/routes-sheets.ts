import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
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
  trackRecordCharts,
  trackRecordMessages,
  trackRecordSheetParams,
  type InvestmentExportQuery,
  type InvestmentListQuery,
} from '@fundnet/validation-schema';
import { forbidden } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import { buildChart } from './charts';
import { cachedSheet, memoOnSheet } from './service';
import { mayExport, ownTrackRecord, readableTrackRecord, sheetOf } from './access';
import {
  addInvestment,
  deleteInvestment,
  exportInvestments,
  importRows,
  listInvestments,
  saveSheetConfig,
  sheetConfig,
  updateInvestment,
} from './investments';
import { exportWorkbook } from './sheets';
import { manage, read, READ_NOTE, tags, viewer, XLSX } from './routes-common';
import type { AppDeps } from '../../deps';

/** A track record's sheets: the investments grid, import and export, the sheet's column settings and its charts. */
export async function trackRecordSheetRoutes(app: FastifyInstance, db: AppDeps['db']) {
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
