import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  type CountsByProfileType,
  type Favourite,
  type FavouriteList,
  type FavouringsReply,
  favouriteMessages as text,
  type ProfileType,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { badRequest, referenceNotFound } from '../../lib/errors';
import { profileCards, publicProfileCard } from '../follow';
import { profileRefs } from '../profiles';

// Favourited and favouriting profiles, live ones only (profiles' subquery; the inner joins drop the deleted).
const profiles = profileRefs('fav_profile');
import { toFavourite, toFavouriteEntry } from './dto';
import { profileFavourites } from './tables';

/**
 * The favourite family: a profile's private bookmarks of other profiles. Only the favouriting profile's
 * members read its list; the favourited profile gets counts (favourings), never names. See README.md.
 */

const noCounts = (): CountsByProfileType => ({ fund: 0, investor: 0, serviceProvider: 0 });

/**
 * POST favourite: bookmarks a profile a visitor can open; any other id (none, a draft, hidden or deleted, alike so as
 * not to reveal which) is a 422 on the body's profileId (issue 31.6); 400 itself. Again keeps the first (`created: false`). */
export async function addFavourite(db: Db, profileId: string, targetId: string): Promise<{ favourite: Favourite; created: boolean }> {
  if (profileId.toLowerCase() === targetId.toLowerCase()) throw badRequest(text.cannotFavouriteSelf, 'FAVOURITE_SELF');
  const target = await publicProfileCard(db, targetId);
  if (!target) throw referenceNotFound('profileId', text.profileNotFound);
  const [inserted] = await db
    .insert(profileFavourites)
    .values({ profileId, favouriteProfileId: target.id })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { favourite: toFavourite(inserted), created: true };
  const [existing] = await db
    .select()
    .from(profileFavourites)
    .where(and(eq(profileFavourites.profileId, profileId), eq(profileFavourites.favouriteProfileId, target.id)))
    .limit(1);
  return { favourite: toFavourite(existing!), created: false };
}

/** DELETE favourite: removes the bookmark, if any (idempotent). */
export async function removeFavourite(db: Db, profileId: string, targetId: string): Promise<void> {
  await db
    .delete(profileFavourites)
    .where(and(eq(profileFavourites.profileId, profileId), eq(profileFavourites.favouriteProfileId, targetId)));
}

export interface FavouriteListQuery {
  type?: ProfileType;
  profileId?: string;
  skip: number;
  take: number;
  search: string | null;
}

/**
 * GET favourite: one page of the active profile's favourites (live profiles; those no longer public are
 * listed with `public: false` so they can be removed), newest first. `counts` per type ignore the filters.
 */
export async function listFavourites(db: Db, profileId: string, query: FavouriteListQuery): Promise<FavouriteList> {
  const live = eq(profileFavourites.profileId, profileId);
  const filter = and(
    live,
    query.type ? eq(profiles.type, query.type) : undefined,
    query.profileId ? eq(profileFavourites.favouriteProfileId, query.profileId) : undefined,
    query.search ? sql`strpos(lower(${profiles.name}), lower(${query.search})) > 0` : undefined,
  );
  const joined = () =>
    db
      .select({ profile_favourites: profileFavourites })
      .from(profileFavourites)
      .innerJoin(profiles, eq(profiles.id, profileFavourites.favouriteProfileId));
  const [[matching], byType, rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(profileFavourites)
      .innerJoin(profiles, eq(profiles.id, profileFavourites.favouriteProfileId))
      .where(filter),
    db
      .select({ type: profiles.type, total: count() })
      .from(profileFavourites)
      .innerJoin(profiles, eq(profiles.id, profileFavourites.favouriteProfileId))
      .where(live)
      .groupBy(profiles.type),
    joined().where(filter).orderBy(desc(profileFavourites.createdAt), desc(profileFavourites.id)).offset(query.skip).limit(query.take),
  ]);
  const cards = await profileCards(
    db,
    rows.map((row) => row.profile_favourites.favouriteProfileId),
  );
  const counts = noCounts();
  for (const row of byType) counts[row.type] = Number(row.total);
  return {
    total: Number(matching?.total ?? 0),
    skip: query.skip,
    take: query.take,
    type: query.type ?? null,
    search: query.search,
    counts,
    items: rows.flatMap((row) => {
      const card = cards.get(row.profile_favourites.favouriteProfileId);
      return card ? [toFavouriteEntry(row.profile_favourites, card)] : [];
    }),
  };
}

/** GET favourite/favourings: how many live profiles favourite `profileId`, by type and over the last 7 and 30 days. */
export async function favourings(db: Db, profileId: string, now = new Date()): Promise<FavouringsReply> {
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const rows = await db
    .select({
      type: profiles.type,
      total: count(),
      last7Days: sql<number>`count(*) filter (where ${profileFavourites.createdAt} > ${days(7)})::int`,
      last30Days: sql<number>`count(*) filter (where ${profileFavourites.createdAt} > ${days(30)})::int`,
    })
    .from(profileFavourites)
    .innerJoin(profiles, eq(profiles.id, profileFavourites.profileId))
    .where(eq(profileFavourites.favouriteProfileId, profileId))
    .groupBy(profiles.type);
  const byType = noCounts();
  let total = 0;
  let last7Days = 0;
  let last30Days = 0;
  for (const row of rows) {
    byType[row.type] = Number(row.total);
    total += Number(row.total);
    last7Days += Number(row.last7Days);
    last30Days += Number(row.last30Days);
  }
  return { total, byType, last7Days, last30Days };
}
