import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AcceptProfileMemberInvitationInput,
  acceptProfileMemberInvitationBody,
  acceptProfileMemberInvitationReply,
  type InviteProfileMembersInput,
  inviteProfileMembersBody,
  inviteProfileMembersReply,
  type ProfileMemberInvitationIdParams,
  type ProfileMemberUserIdParams,
  profileMemberInvitationIdParams,
  profileMemberInvitationSchema,
  profileMemberListReply,
  profileMemberUserIdParams,
  profileTeamMemberSchema,
  type UpdateProfileMemberRoleInput,
  updateProfileMemberRoleBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { audit, auditActor } from '../../lib/audit';
import { routeSchema } from '../../lib/route-schema';
import { authRateLimit } from '../auth';
import {
  type Actor,
  acceptInvitation,
  inviteMembers,
  listTeam,
  removeMember,
  resendInvitation,
  revokeInvitation,
  updateMemberRole,
} from './service';

const tags = ['profileMember'];

/** The caller and their role on the active profile (the profile-context plugin has checked both). */
const actorOf = (request: FastifyRequest): Actor => ({ userId: request.auth!.userId, profile: request.profile! });

const scoped = 'Profile-scoped: send meta-profile-id / meta-profile-type of the active profile. ';

/**
 * The team of the active profile (issue 4, members part): list, invite by e-mail, accept, resend and
 * revoke invitations, change roles, remove members or leave.
 */
export async function profileMemberRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  // The routes that send mail or take a code are limited like the auth routes (per IP).
  const rateLimit = authRateLimit(deps.config);

  app.get(
    '/profileMember',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'The members of the active profile and its open invitations',
        description: `${scoped}Any member role. Members strongest role first; invitations newest first, with status pending or expired.`,
        security: 'bearer',
        response: { 200: profileMemberListReply },
      }),
    },
    async (request) => listTeam(db, request.profile!.id),
  );

  app.post<{ Body: InviteProfileMembersInput }>(
    '/profileMember/invite',
    {
      config: { auth: 'user', profile: { minRole: 'admin' }, rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Invite people to the active profile by e-mail',
        description:
          `${scoped}Admin or owner; only an owner may invite an admin (403). Each address gets a link ` +
          '(…/invitation?code=…&type=member, valid 7 days, mail template profile-member-invite); an earlier open invitation to the ' +
          'same address is revoked. When an address already belongs to a member nothing is sent: 409 with `errors["emails.N"]` per such address. ' +
          'Members and open invitations take the plan’s seats (feature-config): 403 PLAN_LIMIT, nothing sent, when the new addresses do not fit.',
        security: 'bearer',
        body: inviteProfileMembersBody,
        errors: [409],
        response: { 201: inviteProfileMembersReply },
      }),
    },
    async (request, reply) => {
      const invitations = await inviteMembers(deps, actorOf(request), request.body);
      return reply.status(201).send({ invitations });
    },
  );

  app.post<{ Body: AcceptProfileMemberInvitationInput }>(
    '/profileMember/accept',
    {
      config: { auth: 'user', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Accept a member invitation',
        description:
          'The signed-in user joins the profile with the invited role. The invited address must be the user’s verified e-mail or one of ' +
          'their verified secondary e-mails (403 otherwise). Unknown code 400; revoked, expired or already accepted 410. ' +
          'Replies with the profile and the caller’s role on it.',
        security: 'bearer',
        body: acceptProfileMemberInvitationBody,
        errors: [404, 409, 410],
        response: { 200: acceptProfileMemberInvitationReply },
      }),
    },
    async (request) => acceptInvitation(db, request.auth!, request.body.code),
  );

  app.post<{ Params: ProfileMemberInvitationIdParams }>(
    '/profileMember/resend/:invitationId',
    {
      config: { auth: 'user', profile: { minRole: 'admin' }, rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Send a member invitation again',
        description:
          `${scoped}Admin or owner (an admin invitation: owner). A new link replaces the old one, valid 7 days from now. ` +
          '404 when the invitation is not this profile’s; 409 when accepted or the address has become a member; 410 when revoked.',
        security: 'bearer',
        params: profileMemberInvitationIdParams,
        errors: [409, 410],
        response: { 200: profileMemberInvitationSchema },
      }),
    },
    async (request) => resendInvitation(deps, actorOf(request), request.params.invitationId),
  );

  app.delete<{ Params: ProfileMemberInvitationIdParams }>(
    '/profileMember/invitation/:invitationId',
    {
      config: { auth: 'user', profile: { minRole: 'admin' } },
      schema: routeSchema({
        tags,
        summary: 'Revoke a member invitation',
        description:
          `${scoped}Admin or owner (an admin invitation: owner). Its link stops working (410 on accept). ` +
          'Revoking twice is a 204; an accepted invitation is a 409.',
        security: 'bearer',
        params: profileMemberInvitationIdParams,
        errors: [409],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await revokeInvitation(db, actorOf(request), request.params.invitationId);
      return reply.status(204).send();
    },
  );

  app.patch<{ Params: ProfileMemberUserIdParams; Body: UpdateProfileMemberRoleInput }>(
    '/profileMember/:userId',
    {
      config: { auth: 'user', profile: { minRole: 'admin' } },
      schema: routeSchema({
        tags,
        summary: 'Change a member’s role',
        description:
          `${scoped}Admin or owner; granting or removing the owner or admin role needs an owner (403). ` +
          'The last owner cannot be demoted (409). 404 when the user is not a member.',
        security: 'bearer',
        params: profileMemberUserIdParams,
        body: updateProfileMemberRoleBody,
        errors: [409],
        response: { 200: profileTeamMemberSchema },
      }),
    },
    async (request) => {
      const member = await updateMemberRole(db, actorOf(request), request.params.userId, request.body.role);
      await audit(db, {
        ...auditActor(request),
        action: 'profile.memberRoleChanged',
        targetType: 'profileMember',
        targetId: request.params.userId,
        targetLabel: request.profile?.id ?? null,
        after: { profileId: request.profile?.id ?? null, role: request.body.role },
      });
      return member;
    },
  );

  app.delete<{ Params: ProfileMemberUserIdParams }>(
    '/profileMember/:userId',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Remove a member, or leave the profile',
        description:
          `${scoped}Any member may remove themself (leave); removing someone else needs admin, and removing an owner or admin needs an ` +
          'owner (403). The last owner can neither leave nor be removed (409).',
        security: 'bearer',
        params: profileMemberUserIdParams,
        errors: [409],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await removeMember(db, actorOf(request), request.params.userId);
      await audit(db, {
        ...auditActor(request),
        action: 'profile.memberRemoved',
        targetType: 'profileMember',
        targetId: request.params.userId,
        targetLabel: request.profile?.id ?? null,
        before: { profileId: request.profile?.id ?? null },
      });
      return reply.status(204).send();
    },
  );
}
