import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneTimeCodes } from './tables';
import type { OneTimeCodeRow } from './codes';

/**
 * One-time codes of another family's purpose (user-secondary-email's 'secondary-email' links), kept in auth's
 * one_time_codes (ADR 0069: auth owns the table; a family passes its purpose and its own hash of the code, as it did).
 */

/** Drops the user's unused codes of `purpose` for `target` (a superseded or removed address's link reads as unknown). */
export async function dropOpenCodes(db: DbOrTx, input: { userId: string; purpose: string; target: string }): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.target, input.target),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

export async function storeCode(
  db: DbOrTx,
  input: { userId: string; purpose: string; target: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(input);
}

/** The code of `purpose` with this hash (used or not, expired or not), or null: the family tells the states apart. */
export async function codeByHash(db: DbOrTx, purpose: string, codeHash: string): Promise<OneTimeCodeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, codeHash)))
    .limit(1);
  return row ?? null;
}

/** Marks the code used at `now` if it is still unused and unexpired; false when another request took it first. */
export async function claimCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)))
    .returning({ id: oneTimeCodes.id });
  return claimed.length > 0;
}
