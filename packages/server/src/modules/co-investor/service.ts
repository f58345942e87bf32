import { createHash, randomUUID } from 'node:crypto';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import {
  type CoInvestorCompany,
  type CoInvestorDirectoryPage,
  type CoInvestorOption,
  type createFundCoInvestorBody,
  coInvestorMessages,
  type FundCoInvestor,
  profileSectionsMessages,
} from '@fundnet/validation-schema';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { fundSectionsConfig, publicFundContext } from '../fund-info';
import { isLocked, normalizeName, readWorking, websiteDomain, writeSection } from '../profile-sections';
import type { DbOrTx } from '../profiles';
import { type CoInvestorCompanyRow, coInvestorCompanies } from './tables';

/** The fund's co-investors are the entries of its co-investors section; the directory is a table of its own. */

const SECTION = 'co-investors';

/**
 * An entry stored without an id (the demo seed wrote them so until issue 31.6; the engine gives one on every save) gets
 * a stable one from its fund and position, so databases seeded before the fix keep their reply contract.
 */
function storedEntryId(fundId: string, index: number): string {
  const hex = createHash('sha256').update(`co-investor:${fundId}:${index}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function entriesOf(data: Record<string, unknown> | null | undefined, fundId: string): FundCoInvestor[] {
  return ((data?.coInvestors as FundCoInvestor[] | undefined) ?? []).map((entry, index) => ({
    id: entry.id ?? storedEntryId(fundId, index),
    companyName: entry.companyName,
    websiteUrl: entry.websiteUrl ?? null,
    preInvestmentDealsNum: entry.preInvestmentDealsNum,
    coInvestmentDealsNum: entry.coInvestmentDealsNum,
    followOnInvestmentDealsNum: entry.followOnInvestmentDealsNum,
    relationship: entry.relationship,
    lastInvestment: entry.lastInvestment,
    image: entry.image ?? null,
  }));
}

function toCompany(row: CoInvestorCompanyRow): CoInvestorCompany {
  return { id: row.id, name: row.name, websiteUrl: row.websiteUrl, createdAt: row.createdAt.toISOString() };
}

/**
 * POST co-investor/fund: appends an entry to the active fund's co-investors section (same workflow as
 * an edit of the section: a Tbd approval item once the fund is published) and adds its firm to the directory.
 */
export async function addFundCoInvestor(
  db: Db,
  fundId: string,
  input: v.InferOutput<typeof createFundCoInvestorBody>,
  userId: string,
): Promise<FundCoInvestor> {
  const entry = { id: randomUUID(), ...input };
  await writeSection(db, fundSectionsConfig, {
    profileId: fundId,
    section: SECTION,
    userId,
    data: (current) => ({ ...(current ?? {}), coInvestors: [...((current?.coInvestors as unknown[]) ?? []), entry] }),
  });
  await upsertCompany(db, { name: input.companyName, websiteUrl: input.websiteUrl }, userId, fundId);
  return entriesOf({ coInvestors: [entry] }, fundId)[0]!;
}

/** GET co-investor/for-fund: the working copy's entries. */
export async function fundCoInvestors(db: Db, fundId: string): Promise<FundCoInvestor[]> {
  const working = await readWorking(db, fundId);
  return entriesOf(working.get(SECTION)?.data, fundId);
}

/**
 * GET co-investor/for-fund/{fundId}/{scopeLinkId}: the published entries of a published fund. Only the
 * scope 'public' exists until share links do; a hidden field gives an empty list, an NDA section a 403.
 */
export async function scopedFundCoInvestors(
  db: Db,
  fundId: string,
  scopeLinkId: string,
  viewerProfileId: string | null,
): Promise<FundCoInvestor[]> {
  if (scopeLinkId !== 'public') throw notFound(coInvestorMessages.scopeNotFound);
  const { published, settings, unlocked } = await publicFundContext(db, fundId, viewerProfileId);
  if (isLocked(settings, SECTION, unlocked)) throw forbidden(profileSectionsMessages.ndaRequired, 'NDA_REQUIRED');
  if (settings.hiddenFields.includes(`${SECTION}.coInvestors`)) return [];
  return entriesOf(published.get(SECTION)?.data, fundId);
}

/** Adds a firm to the directory unless one with the same normalised name or web domain is there: returns it and whether it is new. */
export async function upsertCompany(
  db: DbOrTx,
  input: { name: string; websiteUrl?: string | null },
  userId: string,
  profileId: string | null,
): Promise<{ company: CoInvestorCompany; created: boolean }> {
  const normalizedName = normalizeName(input.name) || input.name.trim().toLowerCase();
  const domain = websiteDomain(input.websiteUrl);
  const existing = async () => {
    const [row] = await db
      .select()
      .from(coInvestorCompanies)
      .where(
        domain
          ? or(eq(coInvestorCompanies.normalizedName, normalizedName), eq(coInvestorCompanies.domain, domain))
          : eq(coInvestorCompanies.normalizedName, normalizedName),
      )
      .orderBy(asc(coInvestorCompanies.createdAt))
      .limit(1);
    return row;
  };
  const found = await existing();
  if (found) return { company: toCompany(found), created: false };
  const [inserted] = await db
    .insert(coInvestorCompanies)
    .values({
      name: input.name.trim(),
      normalizedName,
      websiteUrl: input.websiteUrl ?? null,
      domain,
      createdByUserId: userId,
      createdByProfileId: profileId,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { company: toCompany(inserted), created: true };
  return { company: toCompany((await existing())!), created: false };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** GET co-investor/all: a page of the directory by name, optionally searched in the name or website. */
export async function listCompanies(db: Db, query: { skip: number; take: number; search?: string }): Promise<CoInvestorDirectoryPage> {
  const where = query.search
    ? or(
        ilike(coInvestorCompanies.name, `%${escapeLike(query.search)}%`),
        ilike(coInvestorCompanies.websiteUrl, `%${escapeLike(query.search)}%`),
      )
    : undefined;
  const rows = await db
    .select()
    .from(coInvestorCompanies)
    .where(where)
    .orderBy(asc(coInvestorCompanies.normalizedName), asc(coInvestorCompanies.id))
    .limit(query.take)
    .offset(query.skip);
  const [total] = await db.select({ n: count() }).from(coInvestorCompanies).where(where);
  return { items: rows.map(toCompany), total: Number(total?.n ?? 0), skip: query.skip, take: query.take };
}

/** GET co-investor/all-no-pagination. */
export async function allCompanies(db: Db): Promise<CoInvestorCompany[]> {
  const rows = await db.select().from(coInvestorCompanies).orderBy(asc(coInvestorCompanies.normalizedName), asc(coInvestorCompanies.id));
  return rows.map(toCompany);
}

/** GET co-investor/all-no-pagination-select. */
export async function companyOptions(db: Db): Promise<CoInvestorOption[]> {
  return (await allCompanies(db)).map((company) => ({ value: company.id, label: company.name }));
}
