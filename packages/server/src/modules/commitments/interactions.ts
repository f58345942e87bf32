import { commitmentMessages, type Interaction, type Pass, type PassReason } from '@fundnet/validation-schema';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import { findProfile } from '../profiles';
import { commitmentInteractions, type InteractionRow, nonBindingCommitments } from './tables';
import { ownCommitment } from './service';

// ------------------------------------------------------------------------------------------------ interactions and passes

export function toInteraction(row: InteractionRow): Interaction {
  return {
    id: row.id,
    commitmentId: row.commitmentId,
    lpProfileId: row.lpProfileId,
    type: row.type,
    passReason: row.passReason,
    note: row.note,
    occurredAt: row.occurredAt.toISOString(),
  };
}

export async function recordInteraction(
  db: Db,
  fundProfileId: string,
  input: { commitmentId: string; type: Interaction['type']; note: string | null; occurredAt: string | null },
) {
  const row = await ownCommitment(db, fundProfileId, input.commitmentId, 'commitmentId');
  if (input.type === 'pass') throw unprocessable({ type: ['Record a pass through passed-oportunity (it needs a reason)'] });
  const [made] = await db
    .insert(commitmentInteractions)
    .values({
      fundProfileId,
      commitmentId: row.id,
      lpProfileId: row.lpProfileId,
      type: input.type,
      note: input.note,
      occurredAt: input.occurredAt ? new Date(input.occurredAt) : new Date(),
    })
    .returning();
  return { interaction: toInteraction(made!) };
}

/**
 * Feedback an investor profile gave the fund, as an interaction of the fund's book (ADR 0033): linked to the fund's
 * row for that investor when there is one, so the feedback rate and the row's history count it. fund-feedback calls
 * this only for feedback shared with the fund under the investor's name: anonymous feedback tied to a row would name
 * its author.
 */
export async function recordFeedbackInteraction(
  db: DbOrTx,
  input: { fundProfileId: string; lpProfileId: string; note: string | null },
): Promise<Interaction> {
  const [row] = await db
    .select({ id: nonBindingCommitments.id })
    .from(nonBindingCommitments)
    .where(and(eq(nonBindingCommitments.fundProfileId, input.fundProfileId), eq(nonBindingCommitments.lpProfileId, input.lpProfileId)))
    .limit(1);
  const [made] = await db
    .insert(commitmentInteractions)
    .values({
      fundProfileId: input.fundProfileId,
      commitmentId: row?.id ?? null,
      lpProfileId: input.lpProfileId,
      type: 'feedback',
      note: input.note,
    })
    .returning();
  return toInteraction(made!);
}

function toPass(row: InteractionRow): Pass {
  return {
    id: row.id,
    fundInfoId: row.fundProfileId,
    commitmentId: row.commitmentId,
    lpProfileId: row.lpProfileId,
    reason: row.passReason as PassReason,
    note: row.note,
    occurredAt: row.occurredAt.toISOString(),
  };
}

/** A live fund profile (the LP side names it by id). */
export async function liveFund(db: DbOrTx, fundProfileId: string) {
  const fund = await findProfile(db, fundProfileId, { type: 'fund' });
  if (!fund) throw notFound(commitmentMessages.fundNotFound);
}

const activePass = (fundProfileId: string, who: SQL) =>
  and(
    eq(commitmentInteractions.fundProfileId, fundProfileId),
    eq(commitmentInteractions.type, 'pass'),
    isNull(commitmentInteractions.revokedAt),
    who,
  );

/**
 * Records a pass (upsert: one active pass per LP). by: the fund for one of its rows, or an investor profile for
 * itself (linked to the fund's row for that profile when the book has one).
 */
export async function recordPass(
  db: Db,
  fundProfileId: string,
  by: { commitmentId: string } | { lpProfileId: string },
  input: { reason: PassReason; note: string | null },
): Promise<Pass> {
  return db.transaction(async (tx) => {
    let commitmentId: string | null = null;
    let lpProfileId: string | null = null;
    if ('commitmentId' in by) {
      const row = await ownCommitment(tx, fundProfileId, by.commitmentId, 'commitmentId');
      commitmentId = row.id;
      lpProfileId = row.lpProfileId;
    } else {
      await liveFund(tx, fundProfileId);
      lpProfileId = by.lpProfileId;
      const [row] = await tx
        .select({ id: nonBindingCommitments.id })
        .from(nonBindingCommitments)
        .where(and(eq(nonBindingCommitments.fundProfileId, fundProfileId), eq(nonBindingCommitments.lpProfileId, lpProfileId)))
        .limit(1);
      commitmentId = row?.id ?? null;
    }
    const who = or(
      commitmentId ? eq(commitmentInteractions.commitmentId, commitmentId) : undefined,
      lpProfileId ? eq(commitmentInteractions.lpProfileId, lpProfileId) : undefined,
    )!;
    const [current] = await tx.select().from(commitmentInteractions).where(activePass(fundProfileId, who)).limit(1).for('update');
    if (current) {
      const [updated] = await tx
        .update(commitmentInteractions)
        .set({ passReason: input.reason, note: input.note, occurredAt: new Date(), commitmentId, lpProfileId })
        .where(eq(commitmentInteractions.id, current.id))
        .returning();
      return toPass(updated!);
    }
    const [made] = await tx
      .insert(commitmentInteractions)
      .values({ fundProfileId, commitmentId, lpProfileId, type: 'pass', passReason: input.reason, note: input.note })
      .returning();
    return toPass(made!);
  });
}

export async function findPass(db: Db, fundProfileId: string, by: { commitmentId: string } | { lpProfileId: string }) {
  const who =
    'commitmentId' in by
      ? eq(commitmentInteractions.commitmentId, by.commitmentId)
      : eq(commitmentInteractions.lpProfileId, by.lpProfileId);
  const [row] = await db.select().from(commitmentInteractions).where(activePass(fundProfileId, who)).limit(1);
  return row ? toPass(row) : null;
}

export async function revokePass(db: Db, fundProfileId: string, by: { commitmentId: string } | { lpProfileId: string }) {
  const pass = await findPass(db, fundProfileId, by);
  if (!pass) throw notFound(commitmentMessages.passNotFound);
  await db.update(commitmentInteractions).set({ revokedAt: new Date() }).where(eq(commitmentInteractions.id, pass.id));
}
