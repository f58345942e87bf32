import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  createShareLinkBody,
  editShareLinkBody,
  inviteShareLinkBody,
  inviteShareLinkReply,
  scopedProfileReply,
  shareLinkIdParams,
  shareLinkListReply,
  shareLinkPrefixes,
  shareLinkSchema,
  shareLinkStatusBody,
  shareLinkVisitsReply,
  shareScopeOptionsReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { assertEntitlement } from '../feature-config';
import { audit, auditActor } from '../../lib/audit';
import { routeSchema } from '../../lib/route-schema';
import { scopeOptions } from './scope-resources';
import { createLink, deleteLink, editLink, getLink, inviteToLink, linkVisits, listLinks, previewLink, setLinkStatus } from './service';
import { type IdParams, owner, ownerReader } from './routes-common';
import { ndaRoutes } from './routes-nda';
import { visitorRoutes } from './routes-visitor';

export { visitorTokenOf } from './routes-common';

/**
 * api/fund-custom-profile-link and api/fund-custom-profile-link-v2 (the newer variant: the same service under a
 * second prefix). Owner routes act as the active fund (editor role and up; lists and visits for any member);
 * visitor routes are public and read the visitor token. README.md gives the design.
 */
export async function fundCustomProfileLinkRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const prefix of shareLinkPrefixes) await prefixRoutes(app, deps, prefix);
}

async function prefixRoutes(app: FastifyInstance, deps: AppDeps, prefix: string) {
  const tags = [prefix];
  const P = `/${prefix}`;

  app.post<{ Body: v.InferOutput<typeof createShareLinkBody> }>(
    `${P}/create`,
    {
      config: { ...owner },
      schema: routeSchema({
        tags,
        summary: 'Create a share link of the active fund',
        description:
          'Editor role and up. The access mode becomes one access-policy row; `scope` lists the content sections the link opens; ' +
          '`scope` may also name the fund’s track records and data rooms (`track-record:<id>`, `data-room:<id>`, see scope-options); permissions in either form (flags or names). The slug is 128 random bits.',
        body: createShareLinkBody,
        response: { 201: shareLinkSchema },
      }),
    },
    async (request, reply) => {
      await assertEntitlement(deps.db, request.profile!.id, 'shareLinks'); // the plan's limit (feature-config)
      return reply.status(201).send(await createLink(deps, request.profile!.id, request.auth!.userId, request.body));
    },
  );

  app.get(
    `${P}/list`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'The share links of the active fund, newest first, with their visit counts',
        response: { 200: shareLinkListReply },
      }),
    },
    async (request) => ({ items: await listLinks(deps, request.profile!.id) }),
  );

  app.get(
    `${P}/scope-options`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'The track records and data rooms of the active fund a link can include in its scope',
        description:
          'Scope entries are content section ids and `<kind>:<id>` of these resources (ADR 0056); each kind is listed by the ' +
          'module that owns it.',
        response: { 200: shareScopeOptionsReply },
      }),
    },
    async (request) => ({ items: await scopeOptions(deps.db, request.profile!.id) }),
  );

  app.get<IdParams>(
    `${P}/link/:id`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'One share link of the active fund',
        params: shareLinkIdParams,
        errors: [404],
        response: { 200: shareLinkSchema },
      }),
    },
    async (request) => getLink(deps, request.profile!.id, request.params.id),
  );

  app.put<IdParams & { Body: v.InferOutput<typeof editShareLinkBody> }>(
    `${P}/edit-scope/:id`,
    {
      config: { ...owner },
      schema: routeSchema({
        tags,
        summary: 'Change a share link: scope, access mode, password, lists, NDA, expiry, permissions',
        description:
          'Editor role and up. Omit `password` to keep the current one. A change that can narrow access ends every visitor token ' +
          'of the link on its next request.',
        params: shareLinkIdParams,
        body: editShareLinkBody,
        errors: [404],
        response: { 200: shareLinkSchema },
      }),
    },
    async (request) => {
      const link = await editLink(deps, request.profile!.id, request.params.id, request.body);
      const { password: _password, ...change } = request.body as Record<string, unknown>;
      await audit(deps.db, {
        ...auditActor(request),
        action: 'profile.linkChanged',
        targetType: 'shareLink',
        targetId: request.params.id,
        targetLabel: request.profile!.id,
        after: { ...change, passwordChanged: _password !== undefined },
      });
      return link;
    },
  );

  app.patch<IdParams & { Body: v.InferOutput<typeof shareLinkStatusBody> }>(
    `${P}/activate/:id`,
    {
      config: { ...owner },
      schema: routeSchema({
        tags,
        summary: 'Activate or deactivate a share link',
        description:
          'Editor role and up. Deactivating ends every visitor token of the link at once; activating again does not revive them. ' +
          'Only switched-on links count against the plan, so switching one on again is checked against its limit (403 PLAN_LIMIT).',
        params: shareLinkIdParams,
        body: shareLinkStatusBody,
        errors: [403, 404],
        response: { 200: shareLinkSchema },
      }),
    },
    async (request) => {
      if (request.body.status === 'active' && (await getLink(deps, request.profile!.id, request.params.id)).status !== 'active') {
        await assertEntitlement(deps.db, request.profile!.id, 'shareLinks');
      }
      const link = await setLinkStatus(deps, request.profile!.id, request.params.id, request.body.status);
      await audit(deps.db, {
        ...auditActor(request),
        action: 'profile.linkChanged',
        targetType: 'shareLink',
        targetId: request.params.id,
        targetLabel: request.profile!.id,
        after: { status: request.body.status },
      });
      return link;
    },
  );

  app.delete<IdParams>(
    `${P}/link/:id`,
    {
      config: { ...owner },
      schema: routeSchema({
        tags,
        summary: 'Delete a share link',
        description:
          'Editor role and up. The address answers 404 from now on and every visitor token of the link ends; the link leaves ' +
          'the list and the plan’s count. Its visits stay in the fund’s analytics (the dashboard names it “(deleted)”).',
        params: shareLinkIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const { name } = await deleteLink(deps, request.profile!.id, request.params.id);
      await audit(deps.db, {
        ...auditActor(request),
        action: 'profile.linkDeleted',
        targetType: 'shareLink',
        targetId: request.params.id,
        targetLabel: request.profile!.id,
        before: { name },
      });
      return reply.status(204).send();
    },
  );

  app.post<IdParams & { Body: v.InferOutput<typeof inviteShareLinkBody> }>(
    `${P}/invite/:id`,
    {
      config: { ...owner },
      schema: routeSchema({
        tags,
        summary: 'Mail a share link to addresses (and admit them)',
        description: 'Editor role and up. For the e-mail modes the addresses join the allow list (and leave the deny list).',
        params: shareLinkIdParams,
        body: inviteShareLinkBody,
        errors: [404],
        response: { 200: inviteShareLinkReply },
      }),
    },
    async (request) => ({
      invited: await inviteToLink(deps, request.profile!.id, request.params.id, request.body, request.auth!.userId),
    }),
  );

  app.get<IdParams>(
    `${P}/visits/:id`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'The visitors of a share link: e-mail where known, first and last seen, opens, seconds per section',
        params: shareLinkIdParams,
        errors: [404],
        response: { 200: shareLinkVisitsReply },
      }),
    },
    async (request) => ({ items: await linkVisits(deps, request.profile!.id, request.params.id) }),
  );

  app.get<IdParams>(
    `${P}/preview/:id`,
    {
      config: { ...ownerReader },
      schema: routeSchema({
        tags,
        summary: 'Preview as recipient: the profile exactly as the link shows it (nothing recorded)',
        params: shareLinkIdParams,
        errors: [404],
        response: { 200: scopedProfileReply },
      }),
    },
    async (request) => previewLink(deps, request.profile!.id, request.params.id),
  );

  await visitorRoutes(app, deps, prefix);
  await ndaRoutes(app, deps, prefix);
}
