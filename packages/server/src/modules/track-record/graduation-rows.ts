import type { InvestmentData } from '@fundnet/validation-schema';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFigures } from './investments';
import { type GraduationRow, trackRecordGraduations, trackRecordInvestments, trackRecords } from './tables';

// A graduation changes an investment of a sheet: the rows are track-record's (ADR 0069), so track-record-graduation
// writes and reads them through these, inside its own transaction.

export type NewGraduation = typeof trackRecordGraduations.$inferInsert;

/** The investment of the sheet, its row locked until the transaction ends (a graduation is being applied), or undefined. */
export async function lockSheetInvestment(tx: DbOrTx, investmentId: string, sheetId: string) {
  const [row] = await tx
    .select()
    .from(trackRecordInvestments)
    .where(and(eq(trackRecordInvestments.id, investmentId), eq(trackRecordInvestments.sheetId, sheetId)))
    .limit(1)
    .for('update');
  return row;
}

/** The investment with this id, or undefined. */
export async function investmentById(tx: DbOrTx, investmentId: string) {
  const [row] = await tx.select().from(trackRecordInvestments).where(eq(trackRecordInvestments.id, investmentId));
  return row;
}

/** Records a graduation; returns its row. */
export async function insertGraduation(tx: DbOrTx, values: NewGraduation): Promise<GraduationRow> {
  const [row] = await tx.insert(trackRecordGraduations).values(values).returning();
  return row!;
}

/** The investment's graduations (`byClosingDate`: oldest closing first, else in the table's order). */
export async function graduationsOfInvestment(tx: DbOrTx, investmentId: string, options: { byClosingDate?: boolean } = {}) {
  const query = tx.select().from(trackRecordGraduations).where(eq(trackRecordGraduations.investmentId, investmentId));
  return options.byClosingDate ? query.orderBy(asc(trackRecordGraduations.closingDate)) : query;
}

/** The graduation with this id when its track record belongs to the profile, or undefined. */
export async function graduationOfProfile(tx: DbOrTx, id: string, profileId: string): Promise<GraduationRow | undefined> {
  const [row] = await tx
    .select({ graduation: trackRecordGraduations })
    .from(trackRecordGraduations)
    .innerJoin(trackRecords, eq(trackRecords.id, trackRecordGraduations.trackRecordId))
    .where(and(eq(trackRecordGraduations.id, id), eq(trackRecords.profileId, profileId)))
    .limit(1);
  return row?.graduation;
}

/** Deletes a graduation. */
export async function deleteGraduationRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(trackRecordGraduations).where(eq(trackRecordGraduations.id, id));
}

/** The investment's cells become `data`, its stored figures recomputed with `graduations` (updatedAt now). */
export async function setInvestmentData(
  tx: DbOrTx,
  investmentId: string,
  data: InvestmentData,
  graduations: Parameters<typeof storedFigures>[1],
): Promise<void> {
  await tx
    .update(trackRecordInvestments)
    .set({ data, ...storedFigures(data, graduations), updatedAt: new Date() })
    .where(eq(trackRecordInvestments.id, investmentId));
}
