import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  coInvestorCompanySchema,
  coInvestorDirectoryList,
  coInvestorDirectoryPage,
  coInvestorDirectoryQuery,
  coInvestorSelectList,
  createCoInvestorCompanyBody,
  createFundCoInvestorBody,
  fundCoInvestorListReply,
  fundCoInvestorSchema,
  scopedFundCoInvestorParams,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import {
  addFundCoInvestor,
  allCompanies,
  companyOptions,
  fundCoInvestors,
  listCompanies,
  scopedFundCoInvestors,
  upsertCompany,
} from './service';

const tags = ['co-investor'];

/**
 * co-investor family (product §7 "Co-investor": POST fund, company; GET for-fund, for-fund/{fundId}/{scopeLinkId},
 * all, all-no-pagination, all-no-pagination-select).
 */
export async function coInvestorRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post<{ Body: v.InferOutput<typeof createFundCoInvestorBody> }>(
    '/co-investor/fund',
    {
      config: { auth: 'user', profile: { minRole: 'editor', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'Add a co-investor to the active fund',
        description:
          'Editor role and up. The co-investor form: companyName, websiteUrl, the three deal counts (>= 0), relationship, ' +
          'lastInvestment (MM/YYYY), image. Appended to the co-investors section (a Tbd approval item once the fund is ' +
          'published); the firm joins the directory.',
        security: 'bearer',
        body: createFundCoInvestorBody,
        response: { 201: fundCoInvestorSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await addFundCoInvestor(db, request.profile!.id, request.body, request.auth!.userId)),
  );

  app.post<{ Body: v.InferOutput<typeof createCoInvestorCompanyBody> }>(
    '/co-investor/company',
    {
      config: { auth: 'user', profile: { minRole: 'editor', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'Add a co-investor firm to the directory',
        description:
          'Editor role and up, acting as a fund. 201 with the new firm, or 200 with the firm already in the directory under ' +
          'the same normalised name or web domain.',
        security: 'bearer',
        body: createCoInvestorCompanyBody,
        response: { 200: coInvestorCompanySchema, 201: coInvestorCompanySchema },
      }),
    },
    async (request, reply) => {
      const { company, created } = await upsertCompany(
        db,
        { name: request.body.coInvestorCompanyName, websiteUrl: request.body.providerWebsiteUrl },
        request.auth!.userId,
        request.profile!.id,
      );
      return reply.status(created ? 201 : 200).send(company);
    },
  );

  app.get(
    '/co-investor/for-fund',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'List the active fund’s co-investors',
        description: 'The working copy of the co-investors section (what the members edit).',
        security: 'bearer',
        response: { 200: fundCoInvestorListReply },
      }),
    },
    async (request) => fundCoInvestors(db, request.profile!.id),
  );

  app.get<{ Params: { fundId: string; scopeLinkId: string } }>(
    '/co-investor/for-fund/:fundId/:scopeLinkId',
    {
      config: { auth: 'optional', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: 'List a fund’s co-investors for a scope',
        description:
          "scopeLinkId is a share link id; until share links exist only 'public' is a scope (404 for anything else). " +
          'The published entries of a published fund; empty when the field is hidden; 403 when the section is behind the NDA ' +
          'and the caller’s active profile (optional meta-profile headers) has not unlocked it.',
        params: scopedFundCoInvestorParams,
        errors: [403],
        response: { 200: fundCoInvestorListReply },
      }),
    },
    async (request) => scopedFundCoInvestors(db, request.params.fundId, request.params.scopeLinkId, request.profile?.id ?? null),
  );

  app.get<{ Querystring: v.InferOutput<typeof coInvestorDirectoryQuery> }>(
    '/co-investor/all',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Page through the co-investor directory',
        description: 'skip (default 0), take (1..100, default 20), search (in name or website). By name.',
        security: 'bearer',
        querystring: coInvestorDirectoryQuery,
        response: { 200: coInvestorDirectoryPage },
      }),
    },
    async (request) => listCompanies(db, request.query),
  );

  app.get(
    '/co-investor/all-no-pagination',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'List the whole co-investor directory',
        security: 'bearer',
        response: { 200: coInvestorDirectoryList },
      }),
    },
    async () => allCompanies(db),
  );

  app.get(
    '/co-investor/all-no-pagination-select',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Co-investor directory as picker options',
        description: '{ value: id, label: name } by name.',
        security: 'bearer',
        response: { 200: coInvestorSelectList },
      }),
    },
    async () => companyOptions(db),
  );
}
