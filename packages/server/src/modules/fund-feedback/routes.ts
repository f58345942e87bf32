import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  createFundFeedbackBody,
  fundFeedbackIdParams,
  fundFeedbackListReply,
  fundFeedbackReceivedReply,
  fundFeedbackReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { deleteFeedback, giveFeedback, givenFeedback, readFeedback, receivedFeedback } from './service';

const tags = ['fund-feedback'];
type IdParams = v.InferOutput<typeof fundFeedbackIdParams>;

/**
 * api/fund-feedback: LPs rate funds with the rating sheet of forms §3; funds read what was shared with them. Anonymous
 * feedback reaches the fund without its author (the server drops it). README.md gives the design, ADR 0034 the why.
 */
export async function fundFeedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.post<{ Body: v.InferOutput<typeof createFundFeedbackBody> }>(
    '/fund-feedback',
    {
      config: { auth: 'user', profile: { minRole: 'editor', types: ['investor'] } },
      schema: routeSchema({
        tags,
        summary: 'Give feedback on a fund as the active investor',
        description:
          'Investor profiles, editor role and up. The feedback form of forms §3 (its messages word for word) with the six groups ' +
          'of the rating sheet: each group’s total rating is required, sub-criteria (GET the sheet from the contract) optional. ' +
          'stayAnonymous: the fund never receives the author; shareWithFund: whether the fund sees it at all. requestId answers ' +
          'that feedback request (422 REFERENCE_NOT_FOUND on requestId when unknown, not yours or another fund’s; 409 not open). ' +
          '422 REFERENCE_NOT_FOUND on fundId when it is not a published fund.',
        body: createFundFeedbackBody,
        errors: [409],
        response: { 201: fundFeedbackReply },
      }),
    },
    async (request, reply) => {
      const feedback = await giveFeedback(db, { profileId: request.profile!.id, userId: request.auth!.userId }, request.body as never);
      return reply.status(201).send({ feedback });
    },
  );

  app.get(
    '/fund-feedback/given',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['investor'] } },
      schema: routeSchema({
        tags,
        summary: 'The feedback the active investor gave',
        description: 'Investor profiles, any member role. In full (the author always sees their own), newest first.',
        response: { 200: fundFeedbackListReply },
      }),
    },
    async (request) => ({ items: await givenFeedback(db, request.profile!.id) }),
  );

  app.get(
    '/fund-feedback/received',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'The feedback the active fund received, with averages per group',
        description:
          'Fund profiles, any member role. Only feedback the LP shared with the fund. Anonymous feedback has `author: null` and ' +
          '`requestId: null`: no id, name or e-mail of its author is sent. Averages: general rating and each group’s total.',
        response: { 200: fundFeedbackReceivedReply },
      }),
    },
    async (request) => receivedFeedback(db, request.profile!.id),
  );

  app.get<{ Params: IdParams }>(
    '/fund-feedback/:id',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'One feedback',
        description:
          'Profile-scoped, any member role: to the investor who gave it (in full), or to the fund it is about when shared ' +
          '(anonymised as in received). 404 to anyone else.',
        params: fundFeedbackIdParams,
        errors: [404],
        response: { 200: fundFeedbackReply },
      }),
    },
    async (request) => ({ feedback: await readFeedback(db, request.params.id, request.profile!.id) }),
  );

  app.delete<{ Params: IdParams }>(
    '/fund-feedback/:id',
    {
      config: { auth: 'user', profile: { minRole: 'editor', types: ['investor'] } },
      schema: routeSchema({
        tags,
        summary: 'Withdraw feedback',
        description: 'Investor profiles, editor role and up; the author’s profile only (404 otherwise).',
        params: fundFeedbackIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteFeedback(db, request.params.id, request.profile!.id);
      return reply.status(204).send();
    },
  );
}
