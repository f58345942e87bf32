import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type InvestorInvitationIdParams,
  type InviteInvestorsInput,
  investorInvitationIdParams,
  investorInvitationListReply,
  investorInvitationSchema,
  inviteInvestorsBody,
  inviteInvestorsReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { authRateLimit } from '../auth';
import {
  type Actor,
  inviteInvestors,
  listInvestorInvitations,
  reinviteInvestor,
  resendInvestorInvitation,
  revokeInvestorInvitation,
} from './service';

const tags = ['investorInvitation'];
const scoped = 'Fund-scoped: send meta-profile-id / meta-profile-type of the active fund. ';
const actorOf = (request: FastifyRequest): Actor => ({ userId: request.auth!.userId, profile: request.profile! });

/**
 * api/investor-invitation (issue 15, part 5): a fund invites investors by e-mail and manages the invitations.
 * Reading needs any member role; sending, resending, re-inviting and revoking speak for the fund: editor or above.
 */
export async function investorInvitationRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  // The routes that send mail are limited per IP like the auth routes; resends have their own per-invitation throttle.
  const rateLimit = authRateLimit(deps.config);
  const manage = { auth: 'user' as const, profile: { minRole: 'editor' as const, types: ['fund' as const] } };

  app.get(
    '/investor-invitation',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'The investor invitations of the active fund',
        description: `${scoped}Any member role. Newest first, each with its status: sent, opened, accepted, expired or revoked.`,
        security: 'bearer',
        response: { 200: investorInvitationListReply },
      }),
    },
    async (request) => ({ invitations: await listInvestorInvitations(db, request.profile!.id) }),
  );

  app.post<{ Body: InviteInvestorsInput }>(
    '/investor-invitation',
    {
      config: { ...manage, rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Invite investors to the active fund by e-mail',
        description:
          `${scoped}Editor or above. Each address gets a mail (template investor-invitation) with a link ` +
          '(…/invitation?code=…&type=investor, valid 14 days) and the message. An earlier open invitation of this fund to the same address is revoked.',
        security: 'bearer',
        body: inviteInvestorsBody,
        response: { 201: inviteInvestorsReply },
      }),
    },
    async (request, reply) => reply.status(201).send({ invitations: await inviteInvestors(deps, actorOf(request), request.body) }),
  );

  app.post<{ Params: InvestorInvitationIdParams }>(
    '/investor-invitation/:invitationId/resend',
    {
      config: { ...manage, rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Send an investor invitation again',
        description:
          `${scoped}Editor or above. A new link replaces the old one; the expiry stays. At most 5 mails per invitation and one ` +
          'per 10 minutes (429 with Retry-After). Accepted or expired 409 (re-invite an expired one), revoked 410, not this fund’s 404.',
        security: 'bearer',
        params: investorInvitationIdParams,
        errors: [409, 410],
        response: { 200: investorInvitationSchema },
      }),
    },
    async (request) => resendInvestorInvitation(deps, actorOf(request), request.params.invitationId),
  );

  app.post<{ Params: InvestorInvitationIdParams }>(
    '/investor-invitation/:invitationId/reinvite',
    {
      config: { ...manage, rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Invite the address of an expired or revoked invitation again',
        description:
          `${scoped}Editor or above. A new invitation (new link, valid 14 days) with the same message. ` +
          'An open invitation 409 (resend it instead); an accepted one 409; not this fund’s 404.',
        security: 'bearer',
        params: investorInvitationIdParams,
        errors: [409],
        response: { 201: investorInvitationSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await reinviteInvestor(deps, actorOf(request), request.params.invitationId)),
  );

  app.delete<{ Params: InvestorInvitationIdParams }>(
    '/investor-invitation/:invitationId',
    {
      config: manage,
      schema: routeSchema({
        tags,
        summary: 'Revoke an investor invitation',
        description: `${scoped}Editor or above. Its link stops working. Twice is a 204; an accepted invitation 409; not this fund’s 404.`,
        security: 'bearer',
        params: investorInvitationIdParams,
        errors: [409],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await revokeInvestorInvitation(db, actorOf(request), request.params.invitationId);
      return reply.status(204).send();
    },
  );
}
