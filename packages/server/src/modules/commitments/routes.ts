import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  type ClosingKind,
  closingGoalBody,
  closingGoalReply,
  commitmentIdParams,
  commitmentListQuery,
  commitmentListReply,
  commitmentReply,
  createCommitmentBody,
  deleteCommitmentQuery,
  downloadCommitmentsBody,
  fundInfoIdParams,
  oldestCommitmentReply,
  saveCommitmentsBody,
  saveCommitmentsReply,
  showInvestmentAmountBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import {
  createCommitment,
  deleteCommitment,
  filteredCommitments,
  listCommitments,
  oldestCommitmentDate,
  saveCommitments,
  setShowInvestmentAmount,
} from './service';
import { closingGoal, saveClosingGoal } from './closing-goals';
import { commitmentsWorkbook } from './sheets';
import { FUND_NOTE, type FundParams, ownFund, read, tags, write, XLSX } from './routes-common';
import { commitmentInteractionRoutes } from './routes-interactions';
import { announceCommitments } from './webhook-events';

/** api/commitments (product §7 "Commitments and books sheet"). README.md and ADR 0031-0033 give the design. */
export async function commitmentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
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
      const commitment = await createCommitment(db, fund, request.body);
      await announceCommitments(deps, fund, [{ commitment, created: true }], request.log);
      return reply.status(201).send({ commitment });
    },
  );

  app.post<FundParams & { Body: v.InferOutput<typeof saveCommitmentsBody> }>(
    '/commitments/save-non-binding-commitments-table/:fundInfoId',
    {
      config: write(),
      schema: routeSchema({
        tags,
        summary: 'Save edited rows of the book',
        description: `Editor role and up. ${FUND_NOTE} rows: 1..500 rows, each the whole row (the form's rules); with an id it replaces that row (422 REFERENCE_NOT_FOUND on rows.<i>.id when the id is not a row of this book), without one it adds a row. One transaction.`,
        params: fundInfoIdParams,
        body: saveCommitmentsBody,
        errors: [404],
        response: { 200: saveCommitmentsReply },
      }),
    },
    async (request) => {
      const fund = ownFund(request, request.params.fundInfoId);
      const saved = await saveCommitments(db, fund, request.body.rows);
      // rows come back in the order sent: a row sent without an id was added.
      const changes = saved.rows.map((commitment, i) => ({ commitment, created: !request.body.rows[i]?.id }));
      await announceCommitments(deps, fund, changes, request.log);
      return saved;
    },
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

  await commitmentInteractionRoutes(app, db);
}
