import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type IntroductionCodeQuery,
  type IntroductionIdParams,
  introductionCodeQuery,
  introductionIdParams,
  introductionListReply,
  introductionRequestReply,
  introductionSchema,
  type RequestIntroductionInput,
  type RespondIntroductionInput,
  requestIntroductionBody,
  respondIntroductionBody,
  type VerifyIntroductionInput,
  verifyIntroductionBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { authRateLimit } from '../auth';
import { type Actor, answerByCode, answerById, listIntroductions, readByCode, requestIntroduction } from './service';

const tags = ['introduction'];
const scoped = 'Profile-scoped: send meta-profile-id / meta-profile-type of the active profile. ';
const actorOf = (request: FastifyRequest): Actor => ({ userId: request.auth!.userId, profile: request.profile! });

/** api/introduction (issue 15, part 6): double opt-in introductions between an investor, a fund and a service provider. */
export async function introductionRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const rateLimit = authRateLimit(deps.config);

  app.get(
    '/introduction',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'The introductions the active profile asked for and was asked',
        description:
          `${scoped}Any member role. \`sent\` and \`received\`, newest first, each with its status (requested, accepted, introduced, ` +
          'declined, expired); the other side’s contact only once introduced.',
        security: 'bearer',
        response: { 200: introductionListReply },
      }),
    },
    async (request) => listIntroductions(db, request.profile!.id),
  );

  app.post<{ Body: RequestIntroductionInput }>(
    '/introduction',
    {
      config: { auth: 'user', profile: { minRole: 'editor' }, rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Ask to be introduced to a profile',
        description:
          `${scoped}Editor or above. Exactly one of fundId, investorId, providerId names the target, of another kind than the ` +
          'active profile and public (422 REFERENCE_NOT_FOUND on that field otherwise, as for an id of nothing). The target’s first owner gets a private mail (template introduction-request) ' +
          'with a link to /verifyIntroduction, valid 14 days. 409 while an earlier request of the pair waits or once introduced; ' +
          '429 after 20 requests of the profile in 24 hours.',
        security: 'bearer',
        body: requestIntroductionBody,
        errors: [409, 422],
        response: { 201: introductionSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await requestIntroduction(deps, actorOf(request), request.body)),
  );

  app.get<{ Querystring: IntroductionCodeQuery }>(
    '/introduction/verify',
    {
      config: { auth: 'public', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Read the introduction request behind a mailed link',
        description:
          'What the /verifyIntroduction page shows: who asks, to whom, the message and the status. Changes nothing (mail scanners ' +
          'open links); answering is the POST. Unknown code 400.',
        querystring: introductionCodeQuery,
        response: { 200: introductionRequestReply },
      }),
    },
    async (request) => readByCode(db, request.query.code),
  );

  app.post<{ Body: VerifyIntroductionInput }>(
    '/introduction/verify',
    {
      config: { auth: 'optional', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Accept or decline an introduction from the mailed link',
        description:
          'The code of the link mailed privately to the target’s owner is the proof. Accept: both sides are mailed each other’s ' +
          'contact (template introduction-made) and the status becomes introduced. Decline: declined, nothing is shared. ' +
          'Unknown code 400, already answered 409, expired 410.',
        body: verifyIntroductionBody,
        errors: [409, 410],
        response: { 200: introductionRequestReply },
      }),
    },
    async (request) => answerByCode(deps, request.body.code, request.body.decision, request.auth?.userId ?? null),
  );

  app.post<{ Params: IntroductionIdParams; Body: RespondIntroductionInput }>(
    '/introduction/:introductionId/respond',
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: 'Accept or decline an introduction the active profile received',
        description:
          `${scoped}Editor or above of the target profile. The same transition as the mailed link; the caller becomes the ` +
          'target side’s contact. Not received by this profile 404, already answered 409, expired 410.',
        security: 'bearer',
        params: introductionIdParams,
        body: respondIntroductionBody,
        errors: [409, 410],
        response: { 200: introductionSchema },
      }),
    },
    async (request) => answerById(deps, actorOf(request), request.params.introductionId, request.body.decision),
  );
}
