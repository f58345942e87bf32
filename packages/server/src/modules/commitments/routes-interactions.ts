import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  commitmentGraphParams,
  commitmentGraphQuery,
  commitmentGraphReply,
  commitmentInteractionsQuery,
  commitmentMessages,
  commitmentStatisticsReply,
  fundInfoIdParams,
  interactionBody,
  interactionReply,
  passBody,
  passQuery,
  passRowQuery,
  passReply,
  profileInteractionsReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { forbidden, unprocessable } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import { findPass, recordInteraction, recordPass, revokePass } from './interactions';
import { profileInteractions, rangeOf, statistics } from './analytics';
import { graph } from './graphs';
import { FUND_NOTE, type FundParams, ownFund, read, tags, write } from './routes-common';

/** Interactions with LPs, the book's statistics and graphs, and passed opportunities (fund side and LP side). */
export async function commitmentInteractionRoutes(app: FastifyInstance, db: AppDeps['db']) {
  app.post<FundParams & { Body: v.InferOutput<typeof interactionBody> }>(
    '/commitments/profile-interaction/:fundInfoId',
    {
      config: write(),
      schema: routeSchema({
        tags,
        summary: 'Record an interaction with an LP of the book',
        description: `Editor role and up. ${FUND_NOTE} commitmentId (the row; 422 REFERENCE_NOT_FOUND on it when it is not a row of this book), type (meeting, call, email, note, feedback, commitment; a pass goes through passed-oportunity), note, occurredAt (default now).`,
        params: fundInfoIdParams,
        body: interactionBody,
        errors: [404],
        response: { 201: interactionReply },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await recordInteraction(db, ownFund(request, request.params.fundInfoId), request.body)),
  );

  app.get<{ Querystring: v.InferOutput<typeof commitmentInteractionsQuery> }>(
    '/commitments/profile-interactions',
    {
      config: read(),
      schema: routeSchema({
        tags,
        summary: 'Profile interactions of the active fund: pass-opportunity, feedback and commitment rates',
        description:
          'Any member role. from, to (default the last 365 days). Over the LPs the fund interacted with in the range: ' +
          'pass-opportunity rate = LPs with an active pass ÷ those LPs; feedback and commitment rates alike.',
        querystring: commitmentInteractionsQuery,
        response: { 200: profileInteractionsReply },
      }),
    },
    async (request) => profileInteractions(db, request.profile!.id, rangeOf(request.query)),
  );

  app.get(
    '/commitments/statistics',
    {
      config: read(),
      schema: routeSchema({
        tags,
        summary: 'Statistics of the active fund’s book',
        description:
          'Any member role. Unique investors, returning LPs, average and total soft and hard commitments (in the book’s main ' +
          'currency), average closing time, passes by reason (the 18 reasons) and by LP type, rows by heat.',
        response: { 200: commitmentStatisticsReply },
      }),
    },
    async (request) => statistics(db, request.profile!.id),
  );

  app.get<{ Params: v.InferOutput<typeof commitmentGraphParams>; Querystring: v.InferOutput<typeof commitmentGraphQuery> }>(
    '/commitments/graph/:kind',
    {
      config: read(),
      schema: routeSchema({
        tags,
        summary: 'A graph of the active fund’s raise',
        description:
          'Any member role. kind: commitments (cumulative soft / hard per period; type all|soft|hard), interactions (per period; ' +
          'type all or an interaction type), pass-reasons (type reason|lpType), lp-types (amounts by investor type; type ' +
          'all|soft|hard). from, to (default the last 365 days), period day|week|month|quarter|year (default month; at most 1000 periods).',
        params: commitmentGraphParams,
        querystring: commitmentGraphQuery,
        response: { 200: commitmentGraphReply },
      }),
    },
    async (request) => graph(db, request.profile!.id, request.params.kind, request.query),
  );

  // ---------------------------------------------------------------- passed opportunity (fund side and LP side)

  const passBy = (request: FastifyRequest, fundInfoId: string, commitmentId: string | null | undefined) => {
    const profile = request.profile!;
    if (profile.type === 'fund' && profile.id === fundInfoId) {
      if (!commitmentId) throw unprocessable({ commitmentId: [commitmentMessages.commitmentRequired] });
      return { commitmentId };
    }
    if (profile.type !== 'investor') throw forbidden(commitmentMessages.notAnInvestor, 'NOT_AN_INVESTOR');
    return { lpProfileId: profile.id };
  };

  app.post<FundParams & { Body: v.InferOutput<typeof passBody> }>(
    '/commitments/passed-oportunity/:fundInfoId',
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: 'Record that an LP passed on the fund, with a reason',
        description:
          'Editor role and up of either side. As the fund ({fundInfoId} = the active profile): commitmentId names the row (422 ' +
          'REFERENCE_NOT_FOUND on it when it is not a row of this book). As an ' +
          'investor profile: the LP records its own pass on that fund (404 for an unknown fund). reason: one of the 18 pass ' +
          'reasons. One active pass per LP: a second call replaces the reason. Other profile types: 403.',
        params: fundInfoIdParams,
        body: passBody,
        errors: [404],
        response: { 201: passReply },
      }),
    },
    async (request, reply) => {
      const by = passBy(request, request.params.fundInfoId, request.body.commitmentId);
      const pass = await recordPass(db, request.params.fundInfoId, by, request.body);
      return reply.status(201).send({ pass });
    },
  );

  app.get<FundParams>(
    '/commitments/passed-oportunity/:fundInfoId',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['investor'] } },
      schema: routeSchema({
        tags,
        summary: 'The active investor’s pass on a fund, if any',
        description: 'Investor profiles, any member role. pass null when the LP has no active pass on {fundInfoId}.',
        params: fundInfoIdParams,
        response: { 200: passReply },
      }),
    },
    async (request) => ({ pass: await findPass(db, request.params.fundInfoId, { lpProfileId: request.profile!.id }) }),
  );

  app.delete<{ Querystring: v.InferOutput<typeof passQuery> }>(
    '/commitments/passed-oportunity',
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: 'Revoke a pass',
        description:
          'Editor role and up of either side. ?fundInfoId= and, as the fund, ?commitmentId= (the row); as an investor its own ' +
          'pass. 404 when no active pass matches. The pass stays in the history (revoked), out of the rates.',
        querystring: passQuery,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const by = passBy(request, request.query.fundInfoId, request.query.commitmentId);
      await revokePass(db, request.query.fundInfoId, by);
      return reply.status(204).send();
    },
  );

  // The spec's path (product §7: "DELETE passed-oportunity revokes the pass"), by fundInfoId like its POST.
  app.delete<{ Params: v.InferOutput<typeof fundInfoIdParams>; Querystring: v.InferOutput<typeof passRowQuery> }>(
    '/commitments/passed-oportunity/:fundInfoId',
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: 'Revoke a pass (by fund)',
        description:
          'Editor role and up of either side. As the fund, ?commitmentId= names the row; as an investor, its own pass on ' +
          '{fundInfoId}. 404 when no active pass matches. The pass stays in the history (revoked), out of the rates.',
        params: fundInfoIdParams,
        querystring: passRowQuery,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const by = passBy(request, request.params.fundInfoId, request.query.commitmentId);
      await revokePass(db, request.params.fundInfoId, by);
      return reply.status(204).send();
    },
  );
}
