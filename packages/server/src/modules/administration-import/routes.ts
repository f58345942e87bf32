import { audit, auditActor } from '../../lib/audit';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import * as v from 'valibot';
import {
  type ExportProfilesInput,
  exportModelParams,
  exportProfilesBody,
  flattenIssues,
  IMPORT_MAX_BYTES,
  importFormBody,
  importFormFields,
  importMessages as text,
  importReportSchema,
  type ProfileType,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, unprocessable } from '../../lib/errors';
import { binaryReply, type RouteSchemaParts, RequestValidationError, routeSchema, withRouteContracts } from '../../lib/route-schema';
import { errorFile, exportProfiles, runImport } from './service';
import { readSheet } from './sheet';

const tags = ['administration'];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const limits = { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 5, headerPairs: 100 };

/** A route whose body is a multipart form (file + mode/format), documented as such in OpenAPI. */
function multipartSchema(parts: Omit<RouteSchemaParts, 'body'>): FastifySchema {
  const schema = routeSchema({ ...parts, body: importFormBody });
  return withRouteContracts(schema, { ...schema, consumes: ['multipart/form-data'] }) as FastifySchema;
}

/** The sheet and the text fields of the form; 415 not multipart, 413 too large, 422 no file. */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, 'Send the file as multipart/form-data', 'NOT_MULTIPART');
  let file: { buffer: Buffer; fileName: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = { buffer: await part.toBuffer(), fileName: part.filename ?? '' };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, `The file can be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`, 'TOO_LARGE');
    throw badRequest('This form cannot be read', 'UNREADABLE_FORM');
  }
  const parsed = v.safeParse(importFormFields, fields);
  if (!parsed.success) throw new RequestValidationError(flattenIssues(parsed.issues));
  if (!file || file.buffer.length === 0) throw unprocessable({ file: [text.fileRequired] }, text.fileRequired);
  return { file, fields: parsed.output };
}

const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * Administration import and export (product §7: "POST import; POST profiles/list/{model} (export)").
 * Administrators only. README.md gives the design.
 */
export async function administrationImportRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  // An encapsulated scope: the multipart parser serves these routes only.
  await api.register(async (app) => {
    await app.register(multipart, { limits, throwFileSizeLimit: true });

    app.post(
      '/administration/import',
      {
        config: { auth: 'admin' },
        bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
        schema: multipartSchema({
          tags,
          summary: 'Import funds, investors and service providers from an .xlsx or .csv sheet (dry run or apply)',
          description:
            'Administrators only. Multipart: `file` (.xlsx or .csv; a header row naming the columns: Type and Name required, ' +
            'then Website, Headline, Summary, Keywords… see the import screen), `mode` dryRun (default) or apply. A row ' +
            'matches a live profile of its type by name (any case): an unclaimed published one is updated, a claimed one is ' +
            'an error. dryRun writes nothing. apply writes every row in one transaction or nothing: 422 IMPORT_HAS_ERRORS ' +
            'with each failing row’s messages under `row <n>`. New profiles are published with no member: claimable.',
          errors: [413, 415],
          response: { 200: importReportSchema },
        }),
      },
      async (request) => {
        const { file, fields } = await readForm(request);
        const sheet = await readSheet(file.buffer, file.fileName);
        return runImport(db, sheet, file.fileName, fields.mode, request.auth!.userId, auditActor(request));
      },
    );

    app.post(
      '/administration/import/error-file',
      {
        config: { auth: 'admin' },
        bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
        schema: multipartSchema({
          tags,
          summary: 'The rows of an import sheet that have errors, with an Errors column (.xlsx or .csv)',
          description:
            'Administrators only. The same form as POST administration/import plus `format` xlsx (default) or csv. Answers ' +
            'the failing rows as they were sent and their messages, to fix and import again. Writes nothing.',
          errors: [413, 415],
          response: { 200: binaryReply('The error sheet', [XLSX_TYPE, 'text/csv']) },
        }),
      },
      async (request, reply) => {
        const { file, fields } = await readForm(request);
        const sheet = await readSheet(file.buffer, file.fileName);
        const body = await errorFile(db, sheet, fields.format);
        const base = file.fileName.replace(/\.(xlsx|csv)$/i, '').replace(/[^\w.-]+/g, '_') || 'import';
        return reply
          .header('content-type', fields.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('cache-control', 'no-store')
          .header('content-disposition', attachment(`${base}-errors.${fields.format}`))
          .send(body);
      },
    );
  });

  api.post<{ Params: { model: ProfileType }; Body: ExportProfilesInput }>(
    '/administration/profiles/list/:model',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Export the filtered list of funds, investors or service providers as .xlsx',
        description:
          'Administrators only. Filters: search (part of the name), status, claimed (all, claimed, unclaimed). The columns ' +
          'are the import’s (an edited export imports back), then Id, Slug, Status, Claimed and Created. By name.',
        params: exportModelParams,
        body: exportProfilesBody,
        response: { 200: binaryReply('The profiles as an .xlsx sheet', [XLSX_TYPE]) },
      }),
    },
    async (request, reply) => {
      const body = await exportProfiles(db, request.params.model, request.body ?? {});
      // An export of profile data leaves the platform: the log says who took which list.
      await audit(db, {
        ...auditActor(request),
        action: 'admin.profilesExported',
        targetType: request.params.model,
        targetLabel: `${request.params.model} list`,
        after: { filters: (request.body ?? {}) as Record<string, unknown> },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(`fundnet-${request.params.model}-${day}.xlsx`))
        .send(body);
    },
  );
}
