import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import {
  type CurrencyCode,
  type Participant,
  type ParticipantList,
  type ParticipantStatus,
  type ParticipantType,
  participantMessages as text,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { notFound, referenceNotFound, unprocessable } from '../../lib/errors';
import { type DbOrTx, findProfile, profileRefs } from '../profiles';
import { fundInvestmentParticipants as participants } from './tables';

type Row = typeof participants.$inferSelect;
type Ref = { id: string; name: string; slug: string };

// Live profiles (profiles' subqueries): a participant of a deleted fund drops out, a deleted investor shows as a name.
const funds = profileRefs('fund');
const investors = profileRefs('investor');

const toParticipant = (row: Row, fund: Ref, investor: Ref | null): Participant => ({
  id: row.id,
  fund,
  investor,
  participantName: investor?.name ?? row.participantName,
  participantType: row.participantType,
  status: row.status,
  commitment:
    row.commitmentValue === null || row.commitmentCurrency === null
      ? null
      : { value: Number(row.commitmentValue), currency: row.commitmentCurrency as CurrencyCode },
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function selectParticipants(db: DbOrTx) {
  return db
    .select({
      row: participants,
      fund: { id: funds.id, name: funds.name, slug: funds.slug },
      investor: { id: investors.id, name: investors.name, slug: investors.slug },
    })
    .from(participants)
    .innerJoin(funds, eq(funds.id, participants.fundProfileId))
    .leftJoin(investors, eq(investors.id, participants.investorProfileId));
}

export interface ParticipantQuery {
  page: number;
  limit: number;
  search?: string;
  fundProfileId?: string;
  status?: ParticipantStatus;
}

/** One page, by fund then participant name; `search` matches the participant's or the fund's name. */
export async function listParticipants(db: DbOrTx, query: ParticipantQuery): Promise<ParticipantList> {
  const where: SQL[] = [];
  if (query.fundProfileId) where.push(eq(participants.fundProfileId, query.fundProfileId));
  if (query.status) where.push(eq(participants.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where.push(sql`(${participants.participantName} ilike ${pattern} or ${funds.name} ilike ${pattern})`);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    selectParticipants(db)
      .where(condition)
      .orderBy(asc(funds.name), asc(participants.participantName), asc(participants.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(participants).innerJoin(funds, eq(funds.id, participants.fundProfileId)).where(condition),
  ]);
  return { items: rows.map(({ row, fund, investor }) => toParticipant(row, fund, investor?.id ? investor : null)), total: total?.n ?? 0 };
}

export async function readParticipant(db: DbOrTx, id: string): Promise<Participant> {
  const [found] = await selectParticipants(db).where(eq(participants.id, id)).limit(1);
  if (!found) throw notFound(text.notFound);
  return toParticipant(found.row, found.fund, found.investor?.id ? found.investor : null);
}

export interface ParticipantInput {
  id?: string;
  fundProfileId: string;
  investorProfileId: string | null;
  participantName: string | null;
  participantType: ParticipantType;
  status: ParticipantStatus;
  commitment: { value: number; currency: string } | null;
  note: string | null;
}

async function liveProfile(db: DbOrTx, id: string, type: 'fund' | 'investor') {
  return (await findProfile(db, id, { type })) ?? undefined;
}

/** Creates, or with `id` replaces, a participant. 422 for an unknown id, fund or investor or a missing name. */
export async function upsertParticipant(
  db: Db,
  input: ParticipantInput,
  userId: string,
): Promise<{ participant: Participant; created: boolean }> {
  const result = await db.transaction(async (tx) => {
    if (!(await liveProfile(tx, input.fundProfileId, 'fund'))) throw referenceNotFound('fundProfileId', text.fundNotFound);
    let name = input.participantName;
    if (input.investorProfileId) {
      const investor = await liveProfile(tx, input.investorProfileId, 'investor');
      if (!investor) throw referenceNotFound('investorProfileId', text.investorNotFound);
      name = investor.name;
    }
    if (!name) throw unprocessable({ participantName: [text.nameRequired] });
    const fields = {
      fundProfileId: input.fundProfileId,
      investorProfileId: input.investorProfileId,
      participantName: name,
      participantType: input.participantType,
      status: input.status,
      commitmentValue: input.commitment ? String(input.commitment.value) : null,
      commitmentCurrency: input.commitment?.currency ?? null,
      note: input.note,
      updatedBy: userId,
    };
    if (input.id) {
      const updated = await tx
        .update(participants)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(participants.id, input.id))
        .returning({ id: participants.id });
      // The body's id names the row to replace: an unknown one is a 422 on it (issue 31.6), not the path's 404.
      if (updated.length === 0) throw referenceNotFound('id', text.notFound);
      return { id: input.id, created: false };
    }
    const [row] = await tx.insert(participants).values(fields).returning({ id: participants.id });
    return { id: row!.id, created: true };
  });
  return { participant: await readParticipant(db, result.id), created: result.created };
}

export async function deleteParticipant(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db.delete(participants).where(eq(participants.id, id)).returning({ id: participants.id });
  if (deleted.length === 0) throw notFound(text.notFound);
}
