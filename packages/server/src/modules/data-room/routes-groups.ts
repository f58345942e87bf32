import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  createGroupBody,
  dataRoomIdParams,
  dataRoomIdQuery,
  dataRoomItemIdParams,
  dataRoomWhyQuery,
  editGroupBody,
  editHoldersBody,
  permissionGroupListReply,
  permissionGroupReply,
  permissionHolderListReply,
  whyReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { auditActor } from '../../lib/audit';
import { routeSchema } from '../../lib/route-schema';
import {
  createGroup,
  deleteGroup,
  editGroup,
  editHolders,
  groupHolders,
  managedGroupReply,
  roomGroups,
  roomHolders,
  whyCanSee,
} from './permission-groups';
import { addedHolderIds, noteHoldersAdded } from './holder-mail';
import { MANAGER, manager, type Params, tags } from './routes-common';

/** Permission groups, their holders and per-item overrides, and why a person can (not) see an item. */
export async function dataRoomGroupRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  api.post<{ Body: v.InferOutput<typeof createGroupBody> }>(
    '/data-room/create/data-room/group',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Create a permission group',
        description: `${MANAGER} permissions: the eight share permissions (forms §3); default view only.`,
        body: createGroupBody,
        errors: [],
        response: { 201: permissionGroupReply },
      }),
    },
    async (request, reply) => reply.status(201).send({ group: await createGroup(db, request.profile!.id, request.body) }),
  );

  api.put<{ Body: v.InferOutput<typeof editGroupBody> }>(
    '/data-room/group/edit',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Rename a group, change its room-wide permissions and its per-item overrides',
        description: `${MANAGER} overrides: [{ itemId, permissions }] replaces what the group inherits on that item and below; permissions null removes the override.`,
        body: editGroupBody,
        errors: [],
        response: { 200: permissionGroupReply },
      }),
    },
    async (request) => ({ group: await editGroup(db, request.profile!.id, auditActor(request), request.body) }),
  );

  api.put<{ Body: v.InferOutput<typeof editHoldersBody> }>(
    '/data-room/permissionHolder/edit',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Add and remove the holders of a group (investors by e-mail or profile, fund members by role)',
        description: `${MANAGER} add: [{ email } | { profileId } | { role: 'viewer' }]; remove: holder ids. Adding an existing holder again changes nothing. A new e-mail or profile holder is e-mailed (through the job queue) the room and what the group gives.`,
        body: editHoldersBody,
        errors: [],
        response: { 200: permissionGroupReply },
      }),
    },
    async (request) => {
      const fundId = request.profile!.id;
      // Read before, to mail only the holders this call added; an unknown group keeps editHolders' own error.
      const before = await managedGroupReply(db, fundId, request.body.groupId).catch(() => null);
      const group = await editHolders(db, fundId, auditActor(request), request.body);
      if (before) await noteHoldersAdded(deps, group.id, addedHolderIds(before, group), request.log);
      return { group };
    },
  );

  api.delete<{ Querystring: { id: string } }>(
    '/data-room/group',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Delete a permission group',
        description: `${MANAGER} ?id=`,
        querystring: dataRoomIdQuery,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteGroup(db, request.profile!.id, request.query.id);
      return reply.status(204).send();
    },
  );

  api.get<{ Params: Params }>(
    '/data-room/group/:id',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'A permission group with its holders and overrides',
        description: MANAGER,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 200: permissionGroupReply },
      }),
    },
    async (request) => ({ group: await managedGroupReply(db, request.profile!.id, request.params.id) }),
  );

  api.get<{ Params: Params }>(
    '/data-room/group/all/:id',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Every permission group of a data room (id = the room)',
        description: MANAGER,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 200: permissionGroupListReply },
      }),
    },
    async (request) => ({ groups: await roomGroups(db, request.profile!.id, request.params.id) }),
  );

  api.get<{ Params: Params }>(
    '/data-room/permission-holders/:id',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'The holders of a permission group (id = the group)',
        description: MANAGER,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 200: permissionHolderListReply },
      }),
    },
    async (request) => ({ holders: await groupHolders(db, request.profile!.id, request.params.id) }),
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/permission-holders/room/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Every holder of every group of a data room',
        description: MANAGER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: permissionHolderListReply },
      }),
    },
    async (request) => ({ holders: await roomHolders(db, request.profile!.id, request.params.dataRoomId) }),
  );

  api.get<{ Querystring: v.InferOutput<typeof dataRoomWhyQuery> }>(
    '/data-room/why',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Why can this person see (or not see) this item: the rules that decide it',
        description: `${MANAGER} ?itemId=&email=. The same resolver every route uses, run for that person.`,
        querystring: dataRoomWhyQuery,
        errors: [404],
        response: { 200: whyReply },
      }),
    },
    async (request) => whyCanSee(db, request.profile!.id, request.query),
  );
}
