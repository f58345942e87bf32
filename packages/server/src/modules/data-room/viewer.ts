import type { FastifyRequest } from 'fastify';
import { shareLinkMessages } from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/auth';
import { linkVisitorOf, visitorTokenOf } from '../fund-custom-profile-link';
import type { Viewer } from './permissions';

/**
 * Resolves the caller when a service needs them, not before: a reader route answers 404 for a missing item before
 * it answers 401 for a missing caller, so the services keep that order by calling this where the routes used to.
 */
export type ViewerSource = () => Promise<Viewer>;

/**
 * Who is asking: the signed-in account, and the share link they came through when the request carries a live
 * visitor token (header x-visitor-token). A caller with neither is 401.
 */
export async function viewerOf(db: DbOrTx, request: FastifyRequest): Promise<Viewer> {
  const link = await linkVisitorOf(db, visitorTokenOf(request));
  if (request.auth) return { userId: request.auth.userId, email: request.auth.email, link };
  if (link) return { userId: null, email: link.email ?? '', link };
  // The same answers as the routes' former `auth: 'user'`, and the share link's own for a token that ended.
  if (visitorTokenOf(request)) throw unauthorized(shareLinkMessages.visitorTokenMissing, 'VISITOR_TOKEN_INVALID');
  throw unauthorized(SESSION_EXPIRED_MESSAGE, 'SESSION_EXPIRED');
}
