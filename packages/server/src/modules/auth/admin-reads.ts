import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileRefs } from '../profiles';
import { userRefs } from '../users';
import { invitations, sessions } from './tables';

type SessionRow = typeof sessions.$inferSelect;

// What the administration console reads of auth's sessions and invitations (ADR 0069: auth owns the tables).

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The user's sessions, last seen first, at most `limit`. */
export async function sessionsOf(db: DbOrTx, userId: string, limit: number): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt)).limit(limit);
}

export interface InvitationQuery {
  state?: 'open' | 'accepted' | 'revoked' | 'expired';
  kind?: string;
  search?: string;
  page: number;
  limit: number;
}

// Who invited and to which profile, deleted ones too (the owners' subqueries, left-joined).
const inviter = userRefs('invitation_inviter', { withDeleted: true });
const profile = profileRefs('invitation_profile', { withDeleted: true });

/** One page of every invitation sent (administrators, members, investors, funds), newest first, with the total. */
export async function invitationsPage(db: DbOrTx, query: InvitationQuery, now = new Date()) {
  const where: (SQL | undefined)[] = [];
  if (query.kind) where.push(eq(invitations.kind, query.kind));
  if (query.search) where.push(ilike(invitations.email, `%${escapeLike(query.search)}%`));
  if (query.state === 'accepted') where.push(isNotNull(invitations.acceptedAt));
  if (query.state === 'revoked') where.push(and(isNull(invitations.acceptedAt), isNotNull(invitations.revokedAt)));
  if (query.state === 'expired')
    where.push(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), sql`${invitations.expiresAt} <= ${now}`));
  if (query.state === 'open')
    where.push(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), sql`${invitations.expiresAt} > ${now}`));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: invitations.id,
        kind: invitations.kind,
        email: invitations.email,
        acceptedAt: invitations.acceptedAt,
        revokedAt: invitations.revokedAt,
        expiresAt: invitations.expiresAt,
        createdAt: invitations.createdAt,
        invitedBy: inviter.email,
        profileName: profile.name,
      })
      .from(invitations)
      .leftJoin(inviter, eq(inviter.id, invitations.invitedByUserId))
      .leftJoin(profile, eq(profile.id, invitations.profileId))
      .where(condition)
      .orderBy(desc(invitations.createdAt), asc(invitations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(invitations).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
