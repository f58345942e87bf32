// Referral links: administration/referral-links (GET, PATCH {id}), referral-link (POST), invite-link/generate,
// the public click (GET api/referral/{code}) and the sign-up attribution (auth's onUserCreated hook).
import { type InviteLinkGenerateReply, type ReferralLink, type ReferralLinkList, administrationMessages } from '@fundnet/validation-schema';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { audit, type AuditEvent } from '../../lib/audit';
import { randomToken } from '../../lib/crypto';
import { conflict, notFound } from '../../lib/errors';
import type { UserCreated } from '../auth';
import { profileRefs } from '../profiles';
import { userNamesByIds } from '../users';

// Live profiles, by who created them (profiles' subquery): a referred sign-up that created a profile.
const profiles = profileRefs('referred_profile');
import { type ReferralLinkRow, referralLinks, referralSignups } from './tables';

type Actor = Pick<AuditEvent, 'actorId' | 'actorEmail' | 'ip'>;

/** The address a link is shared as: the API counts the click, remembers the code and sends the visitor to /signup. */
export const referralUrl = (apiBaseUrl: string, code: string) => `${apiBaseUrl}/api/referral/${encodeURIComponent(code)}`;

async function toLinks(db: Db, rows: ReferralLinkRow[], apiBaseUrl: string): Promise<ReferralLink[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [signUps, created, creators] = await Promise.all([
    db
      .select({ linkId: referralSignups.linkId, n: count() })
      .from(referralSignups)
      .where(inArray(referralSignups.linkId, ids))
      .groupBy(referralSignups.linkId),
    db
      .select({ linkId: referralSignups.linkId, n: count() })
      .from(referralSignups)
      .innerJoin(profiles, eq(profiles.createdByUserId, referralSignups.userId))
      .where(inArray(referralSignups.linkId, ids))
      .groupBy(referralSignups.linkId),
    userNamesByIds(
      db,
      rows.map((row) => row.createdBy).filter((id): id is string => Boolean(id)),
      { withDeleted: true },
    ).then((found) => [...found.values()].map(({ id, email }) => ({ id, email }))),
  ]);
  const countOf = (list: { linkId: string; n: number }[], id: string) => Number(list.find((row) => row.linkId === id)?.n ?? 0);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    label: row.label,
    url: referralUrl(apiBaseUrl, row.code),
    active: row.active,
    clicks: row.clicks,
    signUps: countOf(signUps, row.id),
    profilesCreated: countOf(created, row.id),
    createdBy: creators.find((creator) => creator.id === row.createdBy)?.email ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listReferralLinks(db: Db, apiBaseUrl: string): Promise<ReferralLinkList> {
  const rows = await db.select().from(referralLinks).orderBy(desc(referralLinks.createdAt), referralLinks.id);
  return { items: await toLinks(db, rows, apiBaseUrl) };
}

async function readLink(db: Db, id: string, apiBaseUrl: string): Promise<ReferralLink> {
  const [row] = await db.select().from(referralLinks).where(eq(referralLinks.id, id)).limit(1);
  if (!row) throw notFound(administrationMessages.linkNotFound);
  return (await toLinks(db, [row], apiBaseUrl))[0]!;
}

const newCode = () =>
  randomToken(6)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toLowerCase()
    .padEnd(8, '0');

/** POST administration/invite-link/generate: a fresh code nobody uses and the link it makes (nothing stored yet). */
export async function generateInviteLink(db: Db, apiBaseUrl: string): Promise<InviteLinkGenerateReply> {
  for (;;) {
    const code = newCode();
    const [taken] = await db.select({ id: referralLinks.id }).from(referralLinks).where(eq(referralLinks.code, code)).limit(1);
    if (!taken) return { code, url: referralUrl(apiBaseUrl, code) };
  }
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export async function createReferralLink(db: Db, actor: Actor, input: { label: string; code?: string }, apiBaseUrl: string) {
  const code = (input.code ?? (await generateInviteLink(db, apiBaseUrl)).code).toLowerCase();
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(referralLinks)
        .values({ code, label: input.label, createdBy: actor.actorId ?? null })
        .returning();
      await audit(tx, {
        ...actor,
        action: 'admin.referralLinkCreated',
        targetType: 'referralLink',
        targetId: row!.id,
        targetLabel: input.label,
        after: { code, label: input.label, active: true },
      });
      return row!.id;
    });
    return readLink(db, id, apiBaseUrl);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(administrationMessages.codeTaken, 'CODE_TAKEN');
    throw error;
  }
}

export async function updateReferralLink(
  db: Db,
  actor: Actor,
  id: string,
  input: { label?: string; active?: boolean },
  apiBaseUrl: string,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(referralLinks).where(eq(referralLinks.id, id)).for('update');
    if (!row) throw notFound(administrationMessages.linkNotFound);
    const set = { label: input.label ?? row.label, active: input.active ?? row.active, updatedAt: new Date() };
    await tx.update(referralLinks).set(set).where(eq(referralLinks.id, id));
    await audit(tx, {
      ...actor,
      action: 'admin.referralLinkUpdated',
      targetType: 'referralLink',
      targetId: id,
      targetLabel: set.label,
      before: { label: row.label, active: row.active },
      after: { label: set.label, active: set.active },
    });
  });
  return readLink(db, id, apiBaseUrl);
}

/** The public click: counts it when the link is active; answers whether the code should be remembered. */
export async function recordClick(db: Db, code: string): Promise<boolean> {
  const updated = await db
    .update(referralLinks)
    .set({ clicks: sql`${referralLinks.clicks} + 1` })
    .where(and(eq(referralLinks.code, code.toLowerCase()), eq(referralLinks.active, true)))
    .returning({ id: referralLinks.id });
  return updated.length > 0;
}

/** Auth's onUserCreated hook: a new account that came through an active link is attributed to it (first link wins). */
export async function attributeSignup(db: DbOrTx, event: UserCreated): Promise<void> {
  if (!event.referralCode) return;
  const [link] = await db
    .select({ id: referralLinks.id })
    .from(referralLinks)
    .where(and(eq(referralLinks.code, event.referralCode.toLowerCase()), eq(referralLinks.active, true)))
    .limit(1);
  if (!link) return;
  await db.insert(referralSignups).values({ userId: event.userId, linkId: link.id }).onConflictDoNothing();
}
