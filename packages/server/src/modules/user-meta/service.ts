import { and, desc, eq } from 'drizzle-orm';
import { isUuid, type CreateUserMetaInput } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth';
import { userRefs } from '../users';

// Live accounts (users' subquery): a deleted user's meta is not read.
const account = userRefs('account');
import { toUserMetaDto, type UserMetaDto } from './dto';
import { userMeta } from './tables';

export const USER_META_NOT_FOUND_MESSAGE = 'No visit data was recorded for this user and session.';

/** POST user-meta: records one visit of the caller; the user agent falls back to the request's own header. */
export async function recordUserMeta(
  db: Db,
  userId: string,
  input: CreateUserMetaInput,
  request: { ip: string; userAgent?: string; forwardedFor?: string },
): Promise<UserMetaDto> {
  const [row] = await db
    .insert(userMeta)
    .values({
      userId,
      sessionId: input.sessionId,
      ip: request.ip,
      userAgent: input.data.userAgent ?? request.userAgent ?? null,
      // What the client claims (x-forwarded-for) is kept beside the address we trust.
      data: request.forwardedFor ? { ...input.data, forwardedFor: request.forwardedFor } : input.data,
    })
    .returning();
  return toUserMetaDto(row!);
}

/** GET user-meta/userId/{userId}/sessionId/{sessionId}: the latest visit; the user themself or an administrator. */
export async function latestUserMeta(db: Db, auth: AuthContext, userId: string, sessionId: string): Promise<UserMetaDto> {
  if (auth.userId !== userId && !auth.isAdmin) throw forbidden('You can only read your own visit data.');
  if (!isUuid(userId)) throw notFound(USER_META_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({ meta: userMeta })
    .from(userMeta)
    .innerJoin(account, eq(account.id, userMeta.userId))
    .where(and(eq(userMeta.userId, userId), eq(userMeta.sessionId, sessionId)))
    .orderBy(desc(userMeta.createdAt), desc(userMeta.id))
    .limit(1);
  if (!row) throw notFound(USER_META_NOT_FOUND_MESSAGE);
  return toUserMetaDto(row.meta);
}
