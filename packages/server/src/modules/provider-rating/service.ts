import { and, avg, count, eq, sql } from 'drizzle-orm';
import { type ProviderRatingSummary, providerRatingMessages } from '@fundnet/validation-schema';
import { badRequest, notFound } from '../../lib/errors';
import type { DbOrTx } from '../profiles';
import { findProfile } from '../profiles';
import { providerRatings } from './tables';

/** A live, published service provider, else 404. */
async function assertProvider(db: DbOrTx, providerId: string): Promise<void> {
  const row = await findProfile(db, providerId, { type: 'serviceProvider', status: 'published' });
  if (!row) throw notFound(providerRatingMessages.providerNotFound);
}

export async function ratingSummary(db: DbOrTx, providerId: string, raterProfileId: string | null): Promise<ProviderRatingSummary> {
  await assertProvider(db, providerId);
  const [totals] = await db
    .select({
      likes: sql<number>`count(*) filter (where ${providerRatings.liked})`.mapWith(Number),
      scores: count(providerRatings.score),
      average: avg(providerRatings.score),
    })
    .from(providerRatings)
    .where(eq(providerRatings.providerProfileId, providerId));
  let mine: ProviderRatingSummary['mine'] = null;
  if (raterProfileId) {
    const [row] = await db
      .select({ liked: providerRatings.liked, score: providerRatings.score })
      .from(providerRatings)
      .where(and(eq(providerRatings.providerProfileId, providerId), eq(providerRatings.raterProfileId, raterProfileId)));
    mine = row ?? null;
  }
  const average = totals?.average == null ? null : Math.round(Number(totals.average) * 10) / 10;
  return { providerId, likes: totals?.likes ?? 0, scores: totals?.scores ?? 0, averageScore: average, mine };
}

/** Sets the active profile's like and / or score (a field left out keeps its value; score null clears it). */
export async function rateProvider(
  db: DbOrTx,
  providerId: string,
  raterProfileId: string,
  input: { liked?: boolean; score?: number | null },
): Promise<ProviderRatingSummary> {
  if (providerId.toLowerCase() === raterProfileId.toLowerCase()) throw badRequest(providerRatingMessages.ownProfile, 'OWN_PROFILE');
  await assertProvider(db, providerId);
  const set: { liked?: boolean; score?: number | null; updatedAt: Date } = { updatedAt: new Date() };
  if (input.liked !== undefined) set.liked = input.liked;
  if (input.score !== undefined) set.score = input.score;
  await db
    .insert(providerRatings)
    .values({ providerProfileId: providerId, raterProfileId, liked: input.liked ?? false, score: input.score ?? null })
    .onConflictDoUpdate({ target: [providerRatings.providerProfileId, providerRatings.raterProfileId], set });
  return ratingSummary(db, providerId, raterProfileId);
}

export async function removeRating(db: DbOrTx, providerId: string, raterProfileId: string): Promise<void> {
  await db
    .delete(providerRatings)
    .where(and(eq(providerRatings.providerProfileId, providerId), eq(providerRatings.raterProfileId, raterProfileId)));
}
