import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invitations } from './tables';

/**
 * Open member invitations of a profile (not accepted, not revoked, not expired at `now`): billing counts them as seats,
 * since an invitation holds its seat until it is accepted, revoked or expires. Invitations are auth's rows (ADR 0069).
 */
export async function openMemberInvitationCount(db: DbOrTx, profileId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.profileId, profileId),
        eq(invitations.kind, 'member'),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return Number(row?.n ?? 0);
}
