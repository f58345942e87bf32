import {
  type AdminProfileListQuery,
  type AdminUserListQuery,
  type AdminUserPatchInput,
  type AdminUserRevokeInput,
  type CreateAdministratorInput,
  type ProfileType,
  type ViewAsAudience,
  adminInvitationListQuery,
  adminInvitationPageSchema,
  adminProfileDataQuery,
  adminProfileDataSchema,
  adminProfileDetailSchema,
  adminProfileListQuery,
  adminProfilePageSchema,
  adminProfileParams,
  adminProfilePatchBody,
  adminProfileTypeParams,
  adminUserDetailSchema,
  adminUserListQuery,
  adminUserPageSchema,
  adminUserParams,
  adminUserPatchBody,
  adminUserRevokeBody,
  createAdministratorBody,
  createAdministratorReply,
  profileStatsSchema,
  sidebarStatsSchema,
  viewAsQuery,
  viewAsReplySchema,
} from '@fundnet/validation-schema';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { AppDeps } from '../../deps';
import { auditActor } from '../../lib/audit';
import { routeSchema } from '../../lib/route-schema';
import { changeProfileStatus, getProfileDetail, listProfiles, profileData, viewAs } from './profiles';
import { profileStats, sidebarStats } from './stats';
import { createAdministrator, getUserDetail, listInvitations, listUsers, patchUser, revokeUser } from './users';
import { admin, tags } from './routes-common';
import { referralLinkRoutes } from './routes-referral-links';

const userFilters =
  'Filters (product §3): emailStatus (verified, unverified), phoneStatus (verified, unverified, none), profileType (fund, investor, ' +
  'serviceProvider, none), search (e-mail or name), invitedByCustomLink (a referral link id, or any), page, limit.';

/** Users, profiles, statistics, referral links and view-as of the administration family (product §7). Administrators only. */
export async function administrationRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  // ---------------------------------------------------------------- users
  for (const deleted of [false, true]) {
    const list = deleted ? 'deleted-users' : 'users';
    app.get<{ Querystring: AdminUserListQuery }>(
      `/administration/${list}`,
      {
        config: admin,
        schema: routeSchema({
          tags,
          summary: deleted ? 'List soft-deleted users' : 'List users',
          description: `${deleted ? 'Soft-deleted users, most recently deleted first.' : 'Live users, newest first.'} ${userFilters}`,
          security: 'bearer',
          querystring: adminUserListQuery,
          response: { 200: adminUserPageSchema },
        }),
      },
      async (request) => listUsers(db, request.query, deleted),
    );
    app.get<{ Params: { id: string } }>(
      `/administration/${list}/:id`,
      {
        config: admin,
        schema: routeSchema({
          tags,
          summary: deleted ? 'Read a soft-deleted user' : 'Read a user',
          description:
            'The user with their profiles (and role in each), their sessions and their latest activity-log entries. 404 otherwise.',
          security: 'bearer',
          params: adminUserParams,
          errors: [404],
          response: { 200: adminUserDetailSchema },
        }),
      },
      async (request) => getUserDetail(db, request.params.id, deleted),
    );
  }

  app.patch<{ Params: { id: string }; Body: AdminUserPatchInput }>(
    '/administration/user/:id',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Edit, soft-delete or restore a user',
        description:
          'Body (every field optional): firstName, lastName, phoneNumber (a changed number is unverified), isAdmin (grant or take the ' +
          'administrator role), deleted (true soft-deletes and ends every session; false restores). An administrator cannot delete or ' +
          'demote themselves (403 NOT_YOURSELF) nor the last administrator (409 LAST_ADMINISTRATOR). Logged with before and after.',
        security: 'bearer',
        params: adminUserParams,
        body: adminUserPatchBody,
        errors: [404, 409],
        response: { 200: adminUserDetailSchema },
      }),
    },
    async (request) => patchUser(db, request.auth!, auditActor(request), request.params.id, request.body),
  );

  app.patch<{ Params: { id: string }; Body: AdminUserRevokeInput }>(
    '/administration/user-revoke/:id',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Revoke a user (or let them back in)',
        description:
          'Body: { revoked } (default true). Revoking ends every session of the user at once: the next request of any open tab is 401, ' +
          'and sign-in is refused. revoked false lets them sign in again. Not yourself (403), not the last administrator (409).',
        security: 'bearer',
        params: adminUserParams,
        body: adminUserRevokeBody,
        errors: [404, 409],
        response: { 200: adminUserDetailSchema },
      }),
    },
    async (request) => revokeUser(db, request.auth!, auditActor(request), request.params.id, request.body?.revoked ?? true),
  );

  app.post<{ Body: CreateAdministratorInput }>(
    '/administration',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Create an administrator',
        description:
          'Body: email, firstName, lastName. A user with that e-mail becomes an administrator at once (status promoted); a new address ' +
          'is invited like auth/admin/invite (status invited: the mail carries the code for the sign-up). 409 when already one.',
        security: 'bearer',
        body: createAdministratorBody,
        errors: [409],
        response: { 200: createAdministratorReply },
      }),
    },
    async (request) => createAdministrator(deps, request.auth!, auditActor(request), request.body as Required<CreateAdministratorInput>),
  );

  app.get<{ Querystring: v.InferOutput<typeof adminInvitationListQuery> }>(
    '/administration/invitations',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'List invitations',
        description:
          'Every invitation sent (kind admin, member, investor, fund…), newest first. Filters: state (open, accepted, revoked, expired), ' +
          'kind, search (e-mail), page, limit.',
        security: 'bearer',
        querystring: adminInvitationListQuery,
        response: { 200: adminInvitationPageSchema },
      }),
    },
    async (request) => listInvitations(db, request.query),
  );

  // ---------------------------------------------------------------- profiles
  app.get<{ Params: { profileType: ProfileType }; Querystring: AdminProfileListQuery }>(
    '/administration/profiles/:profileType',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'List profiles of a type',
        description:
          'Every live profile of the type (any status), by name, with its verified and featured flags, discovery weight and member ' +
          'count. Filters: status, search (name), page, limit.',
        security: 'bearer',
        params: adminProfileTypeParams,
        querystring: adminProfileListQuery,
        response: { 200: adminProfilePageSchema },
      }),
    },
    async (request) => listProfiles(db, request.params.profileType, request.query),
  );

  app.get<{ Params: { type: ProfileType; id: string } }>(
    '/administration/profile/:type/:id',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Read a profile',
        description: 'The profile with its members, flags, weight and the statuses an administrator may move it to. 404 otherwise.',
        security: 'bearer',
        params: adminProfileParams,
        errors: [404],
        response: { 200: adminProfileDetailSchema },
      }),
    },
    async (request) => getProfileDetail(db, request.params.type, request.params.id),
  );

  app.patch<{
    Params: { type: ProfileType; id: string };
    Body: { status: (typeof adminProfilePatchBody)['entries']['status']['options'][number] };
  }>(
    '/administration/profile/:type/:id',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Change the status of a profile (not in spec)',
        description:
          'Product §4: a profile status is changed per profile type. Body: status, one of draft, published, rejected, archived ' +
          '(pendingApproval only comes from a submission). Discovery follows at once; logged with before and after.',
        security: 'bearer',
        params: adminProfileParams,
        body: adminProfilePatchBody,
        errors: [404],
        response: { 200: adminProfileDetailSchema },
      }),
    },
    async (request) => changeProfileStatus(db, auditActor(request), request.params.type, request.params.id, request.body.status),
  );

  app.get<{ Querystring: { type: ProfileType; id: string } }>(
    '/administration/profileData',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Read every section of a profile',
        description: 'Query: type and id. Every section of the profile with its working and published copy (hidden fields included).',
        security: 'bearer',
        querystring: adminProfileDataQuery,
        errors: [404],
        response: { 200: adminProfileDataSchema },
      }),
    },
    async (request) => profileData(db, request.query.type, request.query.id),
  );

  app.get<{ Params: { type: ProfileType; id: string }; Querystring: { audience: ViewAsAudience } }>(
    '/administration/view-as/:type/:id',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'View a profile as an audience (not in spec)',
        description:
          'The public page of a published profile exactly as visitor (signed out), follower (any signed-in user) or lp (an investor ' +
          'holding its share link or invite) reads it: withheld fields stay withheld, NDA sections stay locked. Read-only; logged.',
        security: 'bearer',
        params: adminProfileParams,
        querystring: viewAsQuery,
        errors: [404],
        response: { 200: viewAsReplySchema },
      }),
    },
    async (request) => viewAs(db, auditActor(request), request.params.type, request.params.id, request.query.audience),
  );

  // ---------------------------------------------------------------- statistics
  app.get(
    '/administration/stats/profiles',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Profile statistics',
        description: 'Profiles per type and status, sign-ups per week and profiles created per week and type (the last 12 weeks).',
        security: 'bearer',
        response: { 200: profileStatsSchema },
      }),
    },
    async () => profileStats(db),
  );

  app.get(
    '/administration/sidebar-stats',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Figures of the console',
        description: 'Users, administrators, revoked and deleted users, profiles, approvals and claims waiting, approvals waiting by age.',
        security: 'bearer',
        response: { 200: sidebarStatsSchema },
      }),
    },
    async () => sidebarStats(db),
  );

  await referralLinkRoutes(app, deps);
}
