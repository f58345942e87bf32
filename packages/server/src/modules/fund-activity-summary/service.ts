import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  type CreateFundActivityInput,
  type FundActivity,
  type FundActivityList,
  type FundActivityType,
  fundActivityTypeLabels,
} from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles';
import { userById, userRefs } from '../users';

// Who wrote an activity, deleted accounts too (users' subquery, left-joined as the table was).
const author = userRefs('author', { withDeleted: true });
import { type FundActivityRow, fundActivities } from './tables';
import { newWorkbook } from '../../lib/lazy-libraries';

type CreateInput = {
  [K in keyof CreateFundActivityInput]-?: Exclude<CreateFundActivityInput[K], undefined>;
} & { occurredAt: string | null; description: string | null; investorName: string | null };

export interface ActivityFilter {
  from: string | null;
  to: string | null;
  type?: FundActivityType;
}

function toActivity(row: FundActivityRow, createdBy: string | null): FundActivity {
  return {
    id: row.id,
    type: row.type as FundActivityType,
    source: row.source,
    title: row.title,
    description: row.description,
    investorName: row.investorName,
    occurredAt: row.occurredAt.toISOString(),
    createdBy,
  };
}

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim() || null;

/** Writes one entry of a fund's log. Other modules call it (through index.ts) for what the platform records. */
export async function recordFundActivity(
  db: DbOrTx,
  entry: {
    fundProfileId: string;
    type: FundActivityType;
    title: string;
    description?: string | null;
    investorName?: string | null;
    occurredAt?: Date;
    userId?: string | null;
    source?: 'manual' | 'platform';
  },
): Promise<FundActivityRow> {
  const [row] = await db
    .insert(fundActivities)
    .values({
      fundProfileId: entry.fundProfileId,
      type: entry.type,
      source: entry.source ?? 'platform',
      title: entry.title,
      description: entry.description ?? null,
      investorName: entry.investorName ?? null,
      occurredAt: entry.occurredAt ?? new Date(),
      createdByUserId: entry.userId ?? null,
    })
    .returning();
  return row!;
}

export async function createActivity(db: DbOrTx, fundProfileId: string, userId: string, input: CreateInput): Promise<FundActivity> {
  const row = await recordFundActivity(db, {
    fundProfileId,
    type: input.type,
    title: input.title,
    description: input.description,
    investorName: input.investorName,
    occurredAt: input.occurredAt ? new Date(input.occurredAt) : new Date(),
    userId,
    source: 'manual',
  });
  const user = await userById(db, userId);
  return toActivity(row, user ? nameOf(user.firstName, user.lastName) : null);
}

/** `to` is inclusive of its whole day. */
function filterOf(fundProfileId: string, filter: ActivityFilter, withType = true): SQL {
  const parts: SQL[] = [eq(fundActivities.fundProfileId, fundProfileId)];
  if (filter.from) parts.push(gte(fundActivities.occurredAt, new Date(filter.from.slice(0, 10))));
  if (filter.to) {
    const end = new Date(filter.to.slice(0, 10));
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(lt(fundActivities.occurredAt, end));
  }
  if (withType && filter.type) parts.push(eq(fundActivities.type, filter.type));
  return and(...parts)!;
}

async function rowsOf(db: DbOrTx, where: SQL, skip: number, take: number | null) {
  const query = db
    .select({ row: fundActivities, firstName: author.firstName, lastName: author.lastName })
    .from(fundActivities)
    .leftJoin(author, eq(author.id, fundActivities.createdByUserId))
    .where(where)
    .orderBy(desc(fundActivities.occurredAt), desc(fundActivities.id))
    .offset(skip);
  const rows = take === null ? await query : await query.limit(take);
  return rows.map((r) => toActivity(r.row, r.firstName === null ? null : nameOf(r.firstName, r.lastName)));
}

export async function listActivity(
  db: DbOrTx,
  fundProfileId: string,
  query: ActivityFilter & { skip: number; take: number },
): Promise<FundActivityList> {
  const where = filterOf(fundProfileId, query);
  const [items, [total], byType] = await Promise.all([
    rowsOf(db, where, query.skip, query.take),
    db.select({ n: count() }).from(fundActivities).where(where),
    db
      .select({ type: fundActivities.type, n: count() })
      .from(fundActivities)
      .where(filterOf(fundProfileId, query, false))
      .groupBy(fundActivities.type),
  ]);
  return { items, total: total?.n ?? 0, countsByType: Object.fromEntries(byType.map((r) => [r.type, r.n])) };
}

export const EXPORT_COLUMNS = ['Date', 'Type', 'Title', 'Investor', 'Description', 'Recorded by', 'Source'] as const;

/** The filtered log as an .xlsx, newest first (every entry of the filter, not one page). */
export async function exportActivity(db: DbOrTx, fundProfileId: string, fundName: string, filter: ActivityFilter): Promise<Buffer> {
  const items = await rowsOf(db, filterOf(fundProfileId, filter), 0, null);
  const workbook = await newWorkbook();
  workbook.creator = 'Fundnet';
  const sheet = workbook.addWorksheet('Activity');
  sheet.columns = [
    { header: EXPORT_COLUMNS[0], key: 'date', width: 20 },
    { header: EXPORT_COLUMNS[1], key: 'type', width: 24 },
    { header: EXPORT_COLUMNS[2], key: 'title', width: 40 },
    { header: EXPORT_COLUMNS[3], key: 'investor', width: 28 },
    { header: EXPORT_COLUMNS[4], key: 'description', width: 60 },
    { header: EXPORT_COLUMNS[5], key: 'by', width: 24 },
    { header: EXPORT_COLUMNS[6], key: 'source', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const item of items) {
    sheet.addRow({
      date: new Date(item.occurredAt),
      type: fundActivityTypeLabels[item.type],
      title: item.title,
      investor: item.investorName ?? '',
      description: item.description ?? '',
      by: item.createdBy ?? '',
      source: item.source,
    });
  }
  sheet.getColumn('date').numFmt = 'yyyy-mm-dd hh:mm';
  workbook.title = `${fundName} activity`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
