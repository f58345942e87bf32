import type { FastifyInstance } from 'fastify';
import { acceptInvitationReply, type InvitationCodeInput, invitationCodeBody, invitationDetailsReply } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { authRateLimit } from '../auth';
import { acceptInvitation, openInvitation } from './service';

const tags = ['invitation'];

/** api/invitation: the invited person's side of investor and fund invitations (issue 15, part 5). */
export async function invitationRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  // Both take a code: limited per IP like the auth routes, so codes cannot be tried in bulk.
  const rateLimit = authRateLimit(deps.config);

  app.post<{ Body: InvitationCodeInput }>(
    '/invitation/open',
    {
      config: { auth: 'public', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'What an invitation link is about',
        description:
          'The page of the mailed link (…/invitation?code=…&type=investor) calls it: the inviting profile, who invited, the message, ' +
          'the status (open, accepted, expired, revoked) and whether the invited address has an account (then the person signs in and ' +
          'accepts with invitation/accept; otherwise signs up with auth/signup-invited-investor). The first call on an open invitation ' +
          'records it as opened. Unknown code 400.',
        body: invitationCodeBody,
        response: { 200: invitationDetailsReply },
      }),
    },
    async (request) => openInvitation(db, request.body.code),
  );

  app.post<{ Body: InvitationCodeInput }>(
    '/invitation/accept',
    {
      config: { auth: 'user', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Accept an investor or fund invitation with an existing account',
        description:
          'The signed-in user accepts; the invited address must be their verified e-mail or a verified secondary e-mail (403). ' +
          'Unknown code 400; revoked, expired or already accepted 410. Replies with the inviting profile.',
        security: 'bearer',
        body: invitationCodeBody,
        errors: [410],
        response: { 200: acceptInvitationReply },
      }),
    },
    async (request) => acceptInvitation(db, request.auth!, request.body.code),
  );
}
