import type { ActivityExportQuery, ActivityPage, AuditEntry } from '@fundnet/validation-schema';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditEvent } from '../../lib/audit';
import { type AuditLogRow, auditLog } from './tables';
import { newWorkbook } from '../../lib/lazy-libraries';

/** The sink app.ts registers with lib/audit.ts: one INSERT in the caller's handle (its transaction, if any). */
export async function writeAuditEntry(db: DbOrTx, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    actorId: event.actorId ?? null,
    actorEmail: event.actorEmail ?? null,
    ip: event.ip ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    targetLabel: event.targetLabel ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filters: ActivityExportQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.from) where.push(gte(auditLog.at, new Date(filters.from)));
  if (filters.to) where.push(lte(auditLog.at, new Date(filters.to)));
  if (filters.actorId) where.push(eq(auditLog.actorId, filters.actorId));
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.targetId) where.push(eq(auditLog.targetId, filters.targetId));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    where.push(or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.targetLabel, pattern)));
  }
  return where.length ? and(...where) : undefined;
}

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    ip: row.ip,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export async function listActivity(db: Db, filters: ActivityExportQuery, page: number, limit: number): Promise<ActivityPage> {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(toAuditEntry), total: Number(total?.n ?? 0), page, limit };
}

/** The newest entries of one actor or about one target (a user's detail page). */
export async function recentActivityOf(db: Db, userId: string, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.actorId, userId), eq(auditLog.targetId, userId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map(toAuditEntry);
}

/** Most rows one export writes (the filtered view beyond this is cut; the sheet says so). */
export const EXPORT_MAX_ROWS = 100_000;

export const exportColumns = ['Time', 'Action', 'Actor', 'Actor id', 'IP', 'Target type', 'Target', 'Target id', 'Before', 'After'];

/** The filtered view as an XLSX workbook: every entry the list would page through, newest first. */
export async function exportActivity(db: Db, filters: ActivityExportQuery): Promise<{ buffer: Buffer; rows: number }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(whereOf(filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(EXPORT_MAX_ROWS);
  const workbook = await newWorkbook();
  workbook.creator = 'Fundnet';
  const sheet = workbook.addWorksheet('Activity');
  sheet.addRow(exportColumns).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      row.at.toISOString(),
      row.action,
      row.actorEmail ?? '',
      row.actorId ?? '',
      row.ip ?? '',
      row.targetType ?? '',
      row.targetLabel ?? '',
      row.targetId ?? '',
      row.before ? JSON.stringify(row.before) : '',
      row.after ? JSON.stringify(row.after) : '',
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = [26, 28, 30, 38, 16, 14, 30, 38, 40, 40][index];
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), rows: rows.length };
}
