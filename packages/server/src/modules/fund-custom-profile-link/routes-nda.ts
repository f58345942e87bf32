import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  confirmNdaBody,
  ndaCopyQuery,
  ndaRecordIdParams,
  ndaVerifyParams,
  ndaVerifyReply,
  shareLinkIdParams,
  shareLinkNdaRecordsReply,
  signNdaBody,
  signNdaReply,
  visitorLinkStateReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { type Client, confirmNda, fundNdaPdf, linkNdaRecords, signerNdaCopy, signNda, verifyNda } from './nda-records';
import { type IdParams, ownerReader, visitorNote, visitorRateLimit, visitorToken } from './routes-common';

const PDF = 'application/pdf';
/** Where the NDA was taken from: the client address (proxy-aware, as the throttles) and the browser's user agent. */
const clientOf = (request: FastifyRequest): Client => {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
};

/** A share link's NDA (issue 35, ADR 0082): click-through or signature, the fund's records, the PDFs, the check. */
export async function ndaRoutes(app: FastifyInstance, deps: AppDeps, prefix: string) {
  const tags = [prefix];
  const P = `/${prefix}`;

  app.post<{ Body: v.InferOutput<typeof confirmNdaBody> }>(
    `${P}/confirm-nda`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: "Accept the fund's current NDA with a click (links in click-through mode)",
        description:
          `${visitorNote} Recorded for good in the link's NDA records (version and the SHA-256 of its text, address, user ` +
          'agent, UTC time, the visitor’s e-mail) and as a visitor of the link. 409 NDA_SIGNATURE_REQUIRED on a link ' +
          'that asks for a signature (POST sign-nda), GATE_ORDER before the earlier gates, NO_NDA without an NDA.',
        body: confirmNdaBody,
        errors: [401, 409],
        response: { 200: visitorLinkStateReply },
      }),
    },
    async (request) => confirmNda(deps, visitorToken(request), clientOf(request), request.log),
  );

  app.post<{ Body: v.InferOutput<typeof signNdaBody> }>(
    `${P}/sign-nda`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: "Sign the fund's current NDA (links in signature mode): typed full name, optional drawing",
        description:
          `${visitorNote} version: the NDA version read (null: the standard terms); 409 NDA_VERSION_CHANGED when it is no ` +
          'longer the current one. fullName is the signature; signature, optional, a drawing as a PNG data URL (at most ' +
          '200 000 characters). Writes a signed PDF (the NDA, the signature, a certificate page with the facts and the ' +
          'SHA-256 of the pages before it), records it for good, mails the signer a link to their copy when the link ' +
          'knows their address. 409 NDA_CLICK_THROUGH on a click-through link (POST confirm-nda).',
        body: signNdaBody,
        errors: [401, 409],
        response: { 200: signNdaReply },
      }),
    },
    async (request) => signNda(deps, visitorToken(request), request.body, clientOf(request), request.log),
  );

  app.get<IdParams>(
    `${P}/nda-records/:id`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'Every acceptance and signature of the NDA through one of the fund’s links, newest first',
        description:
          'Any member of the fund. Permanent records (deleted links keep theirs): mode, version and the SHA-256 of its ' +
          'text, e-mail, typed name, address, user agent, UTC time, and for signatures the PDF’s hashes.',
        params: shareLinkIdParams,
        errors: [404],
        response: { 200: shareLinkNdaRecordsReply },
      }),
    },
    async (request) => ({ items: await linkNdaRecords(deps, request.profile!.id, request.params.id) }),
  );

  app.get<{ Params: v.InferOutput<typeof ndaRecordIdParams> }>(
    `${P}/nda-signature-pdf/:id`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'Download a signed NDA (PDF with its certificate page)',
        description: 'Any member of the fund whose link it was signed through. 404 for a click-through record or another fund’s.',
        params: ndaRecordIdParams,
        errors: [404],
        response: { 200: binaryReply('The signed NDA', [PDF]) },
      }),
    },
    async (request, reply) => {
      const file = await fundNdaPdf(deps, request.profile!.id, request.params.id);
      return reply.header('content-type', PDF).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.bytes);
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof ndaCopyQuery> }>(
    `${P}/nda-copy`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: 'The signer’s copy of their signed NDA, through the link mailed to them',
        description: 'key: the secret of the mailed link (only its hash is stored). 404 for an unknown key.',
        querystring: ndaCopyQuery,
        errors: [404],
        response: { 200: binaryReply('The signed NDA', [PDF]) },
      }),
    },
    async (request, reply) => {
      const file = await signerNdaCopy(deps, request.query.key);
      return reply.header('content-type', PDF).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.bytes);
    },
  );

  app.get<{ Params: v.InferOutput<typeof ndaVerifyParams> }>(
    `${P}/verify-nda/:hash`,
    {
      config: { auth: 'public', rateLimit: visitorRateLimit },
      schema: routeSchema({
        tags,
        summary: 'Check a signed NDA by its SHA-256',
        description:
          'hash: the SHA-256 of the downloaded PDF (sha256sum) or the content hash its certificate page prints. valid with ' +
          'what the certificate states (fund, signer’s typed name, version and its text’s hash, UTC time) for a document ' +
          'Fundnet issued; valid false otherwise. Public: whoever holds the document can check it.',
        params: ndaVerifyParams,
        response: { 200: ndaVerifyReply },
      }),
    },
    async (request) => verifyNda(deps, request.params.hash),
  );
}
