import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type FundManager, type FundManagerList, fundManagerMessages as text } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { notFound, referenceNotFound } from '../../lib/errors';
import type { DbOrTx } from '../profiles';
import { findProfile, profileRefs } from '../profiles';
import { fundManagers } from './tables';

type Row = typeof fundManagers.$inferSelect;
type FundRef = { id: string; name: string; slug: string } | null;

const toFundManager = (row: Row, fund: FundRef): FundManager => ({
  id: row.id,
  name: row.name,
  firm: row.firm,
  role: row.role,
  email: row.email,
  linkedinUrl: row.linkedinUrl,
  fundProfileId: row.fundProfileId,
  fund,
  bio: row.bio,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// The manager's fund, when it is a live profile (profiles' subquery, left-joined).
const fund = profileRefs('fund');
const fundJoin = eq(fund.id, fundManagers.fundProfileId);
const fundColumns = { id: fund.id, name: fund.name, slug: fund.slug };

export interface FundManagerQuery {
  page: number;
  limit: number;
  search?: string;
  fundProfileId?: string;
}

/** One page by name; `search` matches the name, firm or role; `fundProfileId` the managers of one fund. */
export async function listFundManagers(db: DbOrTx, query: FundManagerQuery): Promise<FundManagerList> {
  const where: SQL[] = [];
  if (query.fundProfileId) where.push(eq(fundManagers.fundProfileId, query.fundProfileId));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where.push(or(ilike(fundManagers.name, pattern), ilike(fundManagers.firm, pattern), ilike(fundManagers.role, pattern))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: fundManagers, fund: fundColumns })
      .from(fundManagers)
      .leftJoin(fund, fundJoin)
      .where(condition)
      .orderBy(asc(fundManagers.name), asc(fundManagers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(fundManagers).where(condition),
  ]);
  return { items: rows.map(({ row, fund }) => toFundManager(row, fund?.id ? fund : null)), total: total?.n ?? 0 };
}

export async function readFundManager(db: DbOrTx, id: string): Promise<FundManager> {
  const [found] = await db
    .select({ row: fundManagers, fund: fundColumns })
    .from(fundManagers)
    .leftJoin(fund, fundJoin)
    .where(eq(fundManagers.id, id))
    .limit(1);
  if (!found) throw notFound(text.notFound);
  return toFundManager(found.row, found.fund?.id ? found.fund : null);
}

export interface FundManagerInput {
  id?: string;
  name: string;
  firm: string;
  role: string | null;
  email: string | null;
  linkedinUrl: string | null;
  fundProfileId: string | null;
  bio: string | null;
}

async function checkFund(db: DbOrTx, fundProfileId: string | null) {
  if (!fundProfileId) return;
  const found = await findProfile(db, fundProfileId, { type: 'fund' });
  if (!found) throw referenceNotFound('fundProfileId', text.fundNotFound);
}

/** Creates, or with `id` replaces, a fund manager (404 unknown id; 422 a fund that is not a live fund profile). */
export async function upsertFundManager(
  db: Db,
  input: FundManagerInput,
  userId: string,
): Promise<{ manager: FundManager; created: boolean }> {
  const { id, ...fields } = input;
  const created = await db.transaction(async (tx) => {
    await checkFund(tx, fields.fundProfileId);
    if (id) {
      const updated = await tx
        .update(fundManagers)
        .set({ ...fields, updatedBy: userId, updatedAt: sql`now()` })
        .where(eq(fundManagers.id, id))
        .returning({ id: fundManagers.id });
      // The body's id names the row to replace: an unknown one is a 422 on it (issue 31.6), not the path's 404.
      if (updated.length === 0) throw referenceNotFound('id', text.notFound);
      return { id, created: false };
    }
    const [row] = await tx
      .insert(fundManagers)
      .values({ ...fields, updatedBy: userId })
      .returning({ id: fundManagers.id });
    return { id: row!.id, created: true };
  });
  return { manager: await readFundManager(db, created.id), created: created.created };
}

export async function deleteFundManager(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db.delete(fundManagers).where(eq(fundManagers.id, id)).returning({ id: fundManagers.id });
  if (deleted.length === 0) throw notFound(text.notFound);
}
