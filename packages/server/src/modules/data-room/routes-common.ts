import type { FastifySchema } from 'fastify';
import { dataRoomUploadFormBody } from '@fundnet/validation-schema';
import { type RouteSchemaParts, routeSchema, withRouteContracts } from '../../lib/route-schema';

export const tags = ['data-room'];
export const manager = { auth: 'user' as const, profile: { minRole: 'editor' as const, types: ['fund' as const] } };
export const reader = { auth: 'optional' as const, profile: { optional: true as const } };
export const MANAGER =
  'Profile-scoped: the active profile must be the fund that owns the room, editor role and up (another fund’s room: 404 by ' +
  'path, 422 REFERENCE_NOT_FOUND on the body field that names it or its item or group, as for an id of nothing).';
export const READER =
  'Any signed-in user, or a share-link visitor (x-visitor-token) whose link names the room in its scope (401 with neither); what they get is decided by modules/data-room/permissions.ts (managers: everything; holders: their groups’ permissions, inherited down folders unless overridden). A room they may not enter: 404 by path, 422 REFERENCE_NOT_FOUND on the body field (dataRoomId, fileId), as for none.';

export type Params = { id: string };

export function multipartSchema(parts: Omit<RouteSchemaParts, 'body'>): FastifySchema {
  const schema = routeSchema({ ...parts, body: dataRoomUploadFormBody });
  return withRouteContracts(schema, { ...schema, consumes: ['multipart/form-data'] }) as FastifySchema;
}

export const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
