import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  type ClosingKind,
  closingGoalBody,
  closingGoalReply,
  commitmentGraphParams,
  commitmentGraphQuery,
  commitmentGraphReply,
  commitmentIdParams,
  commitmentInteractionsQuery,
  commitmentListQuery,
  commitmentListReply,
  commitmentMessages,
  commitmentReply,
  commitmentStatisticsReply,
  createCommitmentBody,
  deleteCommitmentQuery,
  downloadCommitmentsBody,
  fundInfoIdParams,
  interactionBody,
  interactionReply,
  oldestCommitmentReply,
  passBody,
  passQuery,
  passRowQuery,
  passReply,
  profileInteractionsReply,
  saveCommitmentsBody,
  saveCommitmentsReply,
  showInvestmentAmountBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import {
  closingGoal,
  createCommitment,
  deleteCommitment,
  filteredCommitments,
  findPass,
  graph,
  listCommitments,
  oldestCommitmentDate,
  profileInteractions,
  rangeOf,
  recordInteraction,
  recordPass,
  revokePass,
  saveClosingGoal,
  saveCommitments,
  setShowInvestmentAmount,
  statistics,
} from './service';
import { commitmentsWorkbook } from './sheets';

const tags = ['commitments'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The fund's team reads its book (any role) ... */
const read = (): FastifyContextConfig => ({ auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } });
/** ... and editors and up change it. */
const write = (): FastifyContextConfig => ({ auth: 'user', profile: { minRole: 'editor', types: ['fund'] } });
const FUND_NOTE = '{fundInfoId} must be the active fund profile (meta-profile headers): 404 otherwise.';

/** The active fund, when it is the fund the path names (404 for any other fund: its book is not the caller's). */
function ownFund(request: FastifyRequest, fundInfoId: string): string {
  if (request.profile!.id !== fundInfoId) throw notFound(commitmentMessages.fundNotFound);
  return fundInfoId;
}

type FundParams = { Params: v.InferOutput<typeof fundInfoIdParams> };

/** api/commitments (product §7 "Commitments and books sheet"). README.md and ADR 0031-0033 give the design. */
export async function commitmentsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post<FundParams & { Body: v.InferOutput<typeof createCommitmentBody> }>(
    '/commitments/create-non-binding-commitment/:fundInfoId',
    {
      config: write(),
      schema: routeSchema({
        tags,
        summary: 'Add an LP to the book (a non-binding commitment)',
        description: `Editor role and up. ${FUND_NOTE} The commitment investor form of forms §3 with its messages ('Investor name is a required', e-mail and phone rules, 'This field is required'), and the row's optional fields (amounts each dated, closing, reminder).`,
        params: fundInfoIdParams,
        body: createCommitmentBody,
        response: { 201: commitmentReply },
      }),
    },
    async (request, reply) => {
      const fund = ownFund(request, request.params.fundInfoId);
      return reply.status(201).send({ commitment: await createCommitment(db, fund, request.body) });
    },
  );

  app.post<FundParams & { Body: v.InferOutput<typeof saveCommitmentsBody> }>(
    '/commitments/save-non-binding-commitments-table/:fundInfoId',
    {
      config: write(),
      schema: routeSchema({
        tags,
        summary: 'Save edited rows of the book',
        description: `Editor role and up. ${FUND_NOTE} rows: 1..500 rows, each the whole row (the form's rules); with an id it replaces that row (404 when the id is not a row of this book), without one it adds a row. One transaction.`,
        params: fundInfoIdParams,
        body: saveCommitmentsBody,
        errors: [404],
        response: { 200: saveCommitmentsReply },
      }),
    },
    async (request) => saveCommitments(db, ownFund(request, request.params.fundInfoId), request.body.rows),
  );

  app.get<FundParams & { Querystring: v.InferOutput<typeof commitmentListQuery> }>(
    '/commitments/non-binding-commitments/:fundInfoId',
    {
      config: read(),
      schema: routeSchema({
        tags,
        summary: 'One page of the book, with engagement per LP',
        description: `Any member role. ${FUND_NOTE} search (investor name, entity, e-mail, key person), closing (first|final|none), commitmentType (soft|hard), investorType, sortField, sortOrder, skip, take (1..100, default 50). Each row carries its engagement (score, heat, suggested follow-up) and its active pass reason.`,
        params: fundInfoIdParams,
        querystring: commitmentListQuery,
        response: { 200: commitmentListReply },
      }),
    },
    async (request) => listCommitments(db, ownFund(request, request.params.fundInfoId), request.query),
  );

  app.post<FundParams & { Body: v.InferOutput<typeof downloadCommitmentsBody> }>(
    '/commitments/download-xlsx-table/:fundInfoId',
    {
      config: read(),
      schema: routeSchema({
        tags,
        summary: 'The book as an XLSX file, as the grid shows it',
        description: `Any member role. ${FUND_NOTE} The grid's filter and sort (the query of non-binding-commitments) and its visible columns in order; every matching row (no paging). Amounts are numbers followed by a currency column.`,
        params: fundInfoIdParams,
        body: downloadCommitmentsBody,
        response: { 200: binaryReply('The workbook', [XLSX]) },
      }),
    },
    async (request, reply) => {
      const fund = ownFund(request, request.params.fundInfoId);
      const { columns, ...filter } = request.body;
      const rows = await filteredCommitments(db, fund, filter);
      const file = await commitmentsWorkbook(request.profile!.name, rows, columns);
      return reply.header('content-type', XLSX).header('content-disposition', 'attachment; filename="lp-commitments.xlsx"').send(file);
    },
  );

  app.delete<FundParams & { Querystring: v.InferOutput<typeof deleteCommitmentQuery> }>(
    '/commitments/:fundInfoId',
    {
      config: write(),
      schema: routeSchema({
        tags,
        summary: 'Delete a row of the book',
        description: `Editor role and up. ${FUND_NOTE} ?id= the row. Its interactions and passes go with it. 404 for a row of another book.`,
        params: fundInfoIdParams,
        querystring: deleteCommitmentQuery,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteCommitment(db, ownFund(request, request.params.fundInfoId), request.query.id);
      return reply.status(204).send();
    },
  );

  app.patch<{ Params: v.InferOutput<typeof commitmentIdParams>; Body: v.InferOutput<typeof showInvestmentAmountBody> }>(
    '/commitments/:id/show-investment-amount',
    {
      config: write(),
      schema: routeSchema({
        tags,
        summary: 'Show or hide the investment amount of a row',
        description: 'Editor role and up. {id} is a row of the active fund’s book (404 otherwise).',
        params: commitmentIdParams,
        body: showInvestmentAmountBody,
        errors: [404],
        response: { 200: commitmentReply },
      }),
    },
    async (request) => ({
      commitment: await setShowInvestmentAmount(db, request.profile!.id, request.params.id, request.body.showInvestmentAmount),
    }),
  );

  app.get<FundParams>(
    '/commitments/oldest-commitment-date/:fundInfoId',
    {
      config: read(),
      schema: routeSchema({
        tags,
        summary: 'The first commitment date of the book',
        description: `Any member role. ${FUND_NOTE} null for an empty book (the graphs' range starts here).`,
        params: fundInfoIdParams,
        response: { 200: oldestCommitmentReply },
      }),
    },
    async (request) => oldestCommitmentDate(db, ownFund(request, request.params.fundInfoId)),
  );

  // ---------------------------------------------------------------- closing goals

  app.post<{ Body: v.InferOutput<typeof closingGoalBody> }>(
    '/commitments/closing-goals',
    {
      config: write(),
      schema: routeSchema({
        tags,
        summary: 'Set the first or the final closing goal of the active fund',
        description:
          "Editor role and up. kind (first|final) and the closing form of forms §3: closingName ('Closing name is a required'), " +
          'targetClosingDate, closingGoal {value, currency}. Replaces the goal of that kind. The reply carries its progress.',
        body: closingGoalBody,
        response: { 200: closingGoalReply },
      }),
    },
    async (request) => saveClosingGoal(db, request.profile!.id, request.body),
  );

  for (const kind of ['first', 'final'] as const satisfies readonly ClosingKind[]) {
    app.get(
      `/commitments/${kind}-closing-goal`,
      {
        config: read(),
        schema: routeSchema({
          tags,
          summary: `The ${kind} closing goal of the active fund and its progress`,
          description:
            'Any member role. progress: hard = hard amounts of the rows assigned to this close (the final close counts both closes), ' +
            'ratio = hard ÷ goal; soft amounts of rows without a hard amount apart. Amounts in another currency than the goal’s are ' +
            'counted in otherCurrencyRows, not summed. goal null when none is set.',
          response: { 200: closingGoalReply },
        }),
      },
      async (request) => closingGoal(db, request.profile!.id, kind),
    );
  }

  // ---------------------------------------------------------------- interactions, statistics, graphs

  app.post<FundParams & { Body: v.InferOutput<typeof interactionBody> }>(
    '/commitments/profile-interaction/:fundInfoId',
    {
      config: write(),
      schema: routeSchema({
        tags,
        summary: 'Record an interaction with an LP of the book',
        description: `Editor role and up. ${FUND_NOTE} commitmentId (the row), type (meeting, call, email, note, feedback, commitment; a pass goes through passed-oportunity), note, occurredAt (default now).`,
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
          'Editor role and up of either side. As the fund ({fundInfoId} = the active profile): commitmentId names the row. As an ' +
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
