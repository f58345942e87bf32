import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  type AcceptNdaInput,
  acceptNdaBody,
  acceptNdaReply,
  type NdaDocumentInput,
  ndaDocumentBody,
  profileNdaParams,
  profileNdaReply,
  publicNdaReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import type { Origin } from '../upload';
import { acceptNda, readNda, readPublicNda, saveNdaDocument } from './service';

const tags = ['profile-nda'];
type Params = v.InferOutput<typeof profileNdaParams>;

/** Signed links to the PDF are absolute, on the address the caller reached the API at (as upload's). */
const originOf = (request: FastifyRequest): Origin => `${request.protocol}://${request.host}`;

/** The NDA screen of the active profile, and the NDA visitors read and accept (README.md). */
export async function profileNdaRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get(
    '/profile-nda',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Read the NDA of the active profile and who accepted it',
        description:
          'Any member role. requireNda and the protected sections (the require-nda setting, changed with PATCH ' +
          '{family}/edit/require-nda), the current NDA version (text, PDF with a short-lived link; null: the standard terms ' +
          'apply) and every acceptance, newest first: which profile, who, which version, when, which sections.',
        security: 'bearer',
        response: { 200: profileNdaReply },
      }),
    },
    async (request) => readNda(deps, originOf(request), request.profile!.id),
  );

  app.put<{ Body: NdaDocumentInput & { text: string | null; documentKey: string | null } }>(
    '/profile-nda/document',
    {
      config: { auth: 'user', profile: { minRole: 'admin' } },
      schema: routeSchema({
        tags,
        summary: 'Save a new version of the NDA',
        description:
          'Owner or admin role. text (at most 20 000 characters) and/or documentKey, a private PDF upload of the caller ' +
          '(POST upload/private) or the current version’s file. Each change makes a new version; earlier acceptances keep ' +
          'theirs. Applies at once: the NDA only gates what the administrators approved.',
        security: 'bearer',
        body: ndaDocumentBody,
        response: { 200: profileNdaReply },
      }),
    },
    async (request) => saveNdaDocument(deps, originOf(request), request.profile!.id, request.body, request.auth!.userId),
  );

  app.get<{ Params: Params }>(
    '/profile-nda/public/:profileId',
    {
      config: { auth: 'user', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: 'Read the NDA of a profile before accepting it',
        description:
          'Signed in. The protected sections, the current NDA (text and a short-lived link to its PDF; null: the standard ' +
          'terms) while the profile asks for one, and the latest acceptance by the caller’s active profile (optional ' +
          'meta-profile headers). 404 for profiles that are not public.',
        security: 'bearer',
        params: profileNdaParams,
        response: { 200: publicNdaReply },
      }),
    },
    async (request) => readPublicNda(deps, originOf(request), request.params.profileId, request.profile?.id ?? null),
  );

  app.post<{ Params: Params; Body: AcceptNdaInput & { version: number | null } }>(
    '/profile-nda/accept/:profileId',
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: 'Accept the NDA of a profile as the active profile',
        description:
          'Acting as the caller’s active profile (any type, editor role and up: the profile commits to confidentiality). ' +
          'version: the NDA version read (null: the standard terms). Every protected section unlocks for the active ' +
          'profile’s members; the profile’s members see the acceptance. 201 new, 200 when this version was already ' +
          'accepted for every protected section; 409 when no NDA is asked for or the NDA changed since; 400 own profile.',
        security: 'bearer',
        params: profileNdaParams,
        body: acceptNdaBody,
        errors: [409],
        response: { 200: acceptNdaReply, 201: acceptNdaReply },
      }),
    },
    async (request, reply) => {
      const { reply: body, created } = await acceptNda(
        deps,
        request.params.profileId,
        request.profile!,
        request.auth!.userId,
        request.body.version,
        request.log,
      );
      return reply.status(created ? 201 : 200).send(body);
    },
  );
}
