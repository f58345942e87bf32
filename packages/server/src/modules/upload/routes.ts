import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import * as v from 'valibot';
import {
  flattenIssues,
  type RenameUploadInput,
  renameUploadBody,
  type SignedFileUrlQuery,
  signedFileUrlQuery,
  signedFileUrlReply,
  type UploadByUrlInput,
  type UploadFileQuery,
  type UploadFormFields,
  type UploadKeyParams,
  uploadByUrlBody,
  uploadedFileSchema,
  uploadFileQuery,
  uploadFormBody,
  uploadFormFields,
  uploadKeyParams,
  uploadMessages as text,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, type RouteSchemaParts, RequestValidationError, routeSchema, withRouteContracts } from '../../lib/route-schema';
import { toUploadDto } from './dto';
import { readUploadForm, registerMultipart } from './multipart';
import { downloadRemoteFile } from './remote-fetch';
import { serveUploadFile } from './serve';
import { createUpload, findOwnUpload, type Origin, renameUpload, replaceUpload, signedFileUrl } from './service';

const tags = ['upload'];

/** Per client address; generous for forms that upload several images in a row. */
const uploadRateLimit = { max: 120, timeWindow: '1 minute' };
/** getByUrl makes our server fetch other servers: kept lower. */
const fetchRateLimit = { max: 30, timeWindow: '1 minute' };

const checksDescription =
  'The kind is decided by the content (magic bytes), never by the name or Content-Type: JPEG, PNG, WebP, GIF, PDF, ' +
  'DOCX, XLSX, PPTX, CSV (UTF-8 text named .csv) and MP4. SVG is refused (it can carry scripts). A name whose extension ' +
  'disagrees with the content → 415; too large → 413 (UPLOAD_MAX_BYTES, images IMAGE_MAX_BYTES). Images are scaled ' +
  'down to 2000 px on the long side, re-encoded in their format without metadata (EXIF), with a 400 px thumbnail.';

/** A route whose body is a multipart form (file + purpose), documented as such in OpenAPI. */
function multipartSchema(parts: Omit<RouteSchemaParts, 'body'>): FastifySchema {
  const schema = routeSchema({ ...parts, body: uploadFormBody });
  return withRouteContracts(schema, { ...schema, consumes: ['multipart/form-data'] }) as FastifySchema;
}

/** The API's address as the caller reached it (behind TRUST_PROXY_HOPS proxies: their forwarded host). */
const originOf = (request: FastifyRequest): Origin => `${request.protocol}://${request.host}`;

function formFields(fields: Record<string, string>): UploadFormFields {
  const parsed = v.safeParse(uploadFormFields, fields);
  if (!parsed.success) throw new RequestValidationError(flattenIssues(parsed.issues));
  return parsed.output;
}

export async function uploadRoutes(api: FastifyInstance, deps: AppDeps) {
  // An encapsulated scope: the multipart parser serves these routes only.
  await api.register(async (app) => {
    await registerMultipart(app, deps.config.upload.maxBytes);
    uploadRoutesIn(app, deps);
  });
}

function uploadRoutesIn(app: FastifyInstance, deps: AppDeps) {
  const { db, config, storage } = deps;
  if (config.upload.fileUrlSecretGenerated && config.env === 'production') {
    app.log.warn('FILE_URL_SECRET is not set: signed file links use a random key of this process and fail on any other process');
  }
  const dtoContext = (request: FastifyRequest) => ({ storage, origin: originOf(request) });

  app.post(
    '/upload',
    {
      config: { auth: 'user', rateLimit: uploadRateLimit },
      schema: multipartSchema({
        tags,
        summary: 'Upload a public file (logo, profile or press image, document): multipart field `file`, optional `purpose`',
        description: `${checksDescription} Public files are served by GET upload/file to anyone who has the URL.`,
        security: 'bearer',
        response: { 201: uploadedFileSchema },
      }),
    },
    async (request, reply) => {
      const form = await readUploadForm(request, config.upload.maxBytes);
      const { purpose } = formFields(form.fields);
      const row = await createUpload(deps, request.auth!.userId, form.file, { visibility: 'public', purpose }, request.log);
      reply.status(201);
      return toUploadDto(row, dtoContext(request));
    },
  );

  app.post(
    '/upload/private',
    {
      config: { auth: 'user', rateLimit: uploadRateLimit },
      schema: multipartSchema({
        tags,
        summary: 'Upload a private file: no URL in the reply; only its uploader gets short-lived links (upload/file/signed-url)',
        description: checksDescription,
        security: 'bearer',
        response: { 201: uploadedFileSchema },
      }),
    },
    async (request, reply) => {
      const form = await readUploadForm(request, config.upload.maxBytes);
      const { purpose } = formFields(form.fields);
      const row = await createUpload(deps, request.auth!.userId, form.file, { visibility: 'private', purpose }, request.log);
      reply.status(201);
      return toUploadDto(row, dtoContext(request));
    },
  );

  app.post<{ Body: UploadByUrlInput }>(
    '/upload/getByUrl',
    {
      config: { auth: 'user', rateLimit: fetchRateLimit },
      schema: routeSchema({
        tags,
        summary: 'Fetch a file from an http(s) URL and store it as a public upload (same checks as an upload)',
        description:
          'Addresses in private, loopback, link-local and other non-public ranges are refused (422 on `url`), also after ' +
          'redirects (at most 3). 10 s in all; larger than UPLOAD_MAX_BYTES → 413.',
        security: 'bearer',
        body: uploadByUrlBody,
        response: { 201: uploadedFileSchema },
      }),
    },
    async (request, reply) => {
      const remote = await downloadRemoteFile(request.body.url, {
        maxBytes: config.upload.maxBytes,
        allowLoopback: config.upload.allowLoopback,
      });
      const row = await createUpload(
        deps,
        request.auth!.userId,
        { buffer: remote.buffer, fileName: remote.fileName },
        { visibility: 'public', purpose: request.body.purpose, sourceUrl: remote.url },
        request.log,
      );
      reply.status(201);
      return toUploadDto(row, dtoContext(request));
    },
  );

  app.patch<{ Body: RenameUploadInput }>(
    '/upload',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Rename a file I uploaded (the name shown and used for downloads; its extension is kept)',
        description:
          "403 for someone else's public file; 422 REFERENCE_NOT_FOUND on key for someone else's private file, as for a key of no file.",
        security: 'bearer',
        body: renameUploadBody,
        errors: [403],
        response: { 200: uploadedFileSchema },
      }),
    },
    async (request) => {
      const row = await renameUpload(db, request.auth!.userId, request.body.key, request.body.originalName);
      return toUploadDto(row, dtoContext(request));
    },
  );

  app.patch<{ Params: UploadKeyParams }>(
    '/upload/:key',
    {
      config: { auth: 'user', rateLimit: uploadRateLimit },
      schema: multipartSchema({
        tags,
        summary: 'Replace the content of a file I uploaded (same checks as an upload; key and visibility stay)',
        description: `${checksDescription} The URL's version changes, so caches never serve the old content as current.`,
        security: 'bearer',
        params: uploadKeyParams,
        response: { 200: uploadedFileSchema },
      }),
    },
    async (request) => {
      const form = await readUploadForm(request, config.upload.maxBytes);
      const { purpose } = formFields(form.fields);
      const row = await replaceUpload(deps, request.auth!.userId, request.params.key, form.file, purpose, request.log);
      return toUploadDto(row, dtoContext(request));
    },
  );

  app.get<{ Querystring: UploadFileQuery }>(
    '/upload/file',
    {
      config: { auth: 'public' },
      // Sent as stored: a byte range (video seeking) must count the file's bytes, not a compressed stream's.
      compress: false,
      schema: routeSchema({
        tags,
        summary: 'Serve a file: public files to anyone; private files only through a signed link (expires, signature)',
        description:
          'Private without a valid, unexpired signature → 403. Content-Disposition inline for images and PDFs, attachment ' +
          'otherwise (or with download=1); X-Content-Type-Options nosniff; ETag; Range. A public URL with the current `v` ' +
          'is cached for a year.',
        querystring: uploadFileQuery,
        response: {
          200: binaryReply('The file, with the content type decided at upload'),
          206: binaryReply('The requested byte range (Range: bytes=…)'),
          304: null,
        },
        errors: [403, 404, 416],
      }),
    },
    async (request, reply) => serveUploadFile(deps, request, reply, request.query),
  );

  app.get<{ Querystring: SignedFileUrlQuery }>(
    '/upload/file/signed-url',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'A short-lived link to a file I uploaded (SIGNED_URL_TTL_SECONDS, default 5 minutes)',
        description: "S3: a presigned URL of the store; local disk: a signed api/upload/file link. Someone else's file → 403/404.",
        security: 'bearer',
        querystring: signedFileUrlQuery,
        errors: [403, 404],
        response: { 200: signedFileUrlReply },
      }),
    },
    async (request) => {
      const row = await findOwnUpload(db, request.auth!.userId, request.query.key, text.notYoursLink);
      return signedFileUrl(deps, originOf(request), row, { download: request.query.download !== undefined });
    },
  );
}
