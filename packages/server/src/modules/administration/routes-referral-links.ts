import {
  type ReferralLinkCreateInput,
  type ReferralLinkPatchInput,
  inviteLinkGenerateReply,
  referralLinkCreateBody,
  referralLinkListSchema,
  referralLinkParams,
  referralLinkPatchBody,
  referralLinkSchema,
  referralVisitParams,
} from '@fundnet/validation-schema';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { auditActor } from '../../lib/audit';
import { routeSchema } from '../../lib/route-schema';
import { REFERRAL_COOKIE } from '../auth';
import { createReferralLink, generateInviteLink, listReferralLinks, recordClick, updateReferralLink } from './referral-links';
import { admin, tags } from './routes-common';

/** Referral links: the administration's list and edits, invite links, and the public visit that counts a click. */
export async function referralLinkRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const linkBase = deps.config.appUrl;

  app.get(
    '/administration/referral-links',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'List referral links',
        description: 'Every link, newest first, with its clicks, the sign-ups it brought and the profiles those users created.',
        security: 'bearer',
        response: { 200: referralLinkListSchema },
      }),
    },
    async () => listReferralLinks(db, linkBase),
  );

  app.post<{ Body: ReferralLinkCreateInput }>(
    '/administration/referral-link',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Create a referral link',
        description: 'Body: label, code (4-40 letters, digits, dashes; generated when left out). 409 when the code is taken.',
        security: 'bearer',
        body: referralLinkCreateBody,
        errors: [409],
        response: { 201: referralLinkSchema },
      }),
    },
    async (request, reply) => {
      reply.status(201);
      return createReferralLink(db, auditActor(request), request.body as { label: string; code?: string }, linkBase);
    },
  );

  app.patch<{ Params: { id: string }; Body: ReferralLinkPatchInput }>(
    '/administration/referral-links/:id',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Change a referral link',
        description: 'Body: label and / or active. An inactive link still leads to the sign-up but counts and attributes nothing.',
        security: 'bearer',
        params: referralLinkParams,
        body: referralLinkPatchBody,
        errors: [404],
        response: { 200: referralLinkSchema },
      }),
    },
    async (request) => updateReferralLink(db, auditActor(request), request.params.id, request.body, linkBase),
  );

  app.post(
    '/administration/invite-link/generate',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Generate an invite link',
        description: 'A fresh unused code and the link it makes; nothing is stored until POST referral-link saves it with a label.',
        security: 'bearer',
        response: { 200: inviteLinkGenerateReply },
      }),
    },
    async () => generateInviteLink(db, linkBase),
  );

  app.get<{ Params: { code: string } }>(
    '/referral/:code',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: ['administration'],
        summary: 'Follow a referral link (not in spec)',
        description:
          'Public. Counts a click of an active link, keeps its code in an HttpOnly cookie for 30 days (read by auth/signup, which ' +
          'attributes the new account to the link) and redirects (302) to the sign-up page. An unknown code still redirects.',
        params: referralVisitParams,
        response: { 302: null },
      }),
    },
    async (request, reply) => {
      const code = request.params.code.toLowerCase();
      if (await recordClick(db, code)) {
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${REFERRAL_COOKIE}=${encodeURIComponent(code)}; Path=/api/auth; Max-Age=${30 * 86_400}; HttpOnly; SameSite=Lax${secure}`,
        );
      }
      return reply.redirect(`${deps.config.appUrl}/signup`, 302);
    },
  );
}
