import { profileFavourites } from '../modules/favourite/tables';
import { profileCards } from '../modules/follow/profile-cards';
import { profileSubscriptions } from '../modules/profile-subscriber/tables';
import type { DbOrTx } from '../modules/profiles/service';
import type { DemoSection, DemoWorld } from './world';
import { sectionRng } from './names';

const DAY = 86_400_000;

/**
 * Follows and favourites of the demo world (api/follow, api/favourite): each of the demo user's profiles
 * follows, is followed by (when public) and favourites a handful of public profiles, some follows go both
 * ways, and other public profiles follow each other so discovery shows follower counts. Targets are the
 * profiles a visitor can open, as the routes require; dates fall in the 90 days before the seed.
 */
export const socialSeed: DemoSection = {
  name: 'social',
  async seed(tx: DbOrTx, world: DemoWorld) {
    const rng = sectionRng('social');
    const cards = await profileCards(
      tx,
      world.profiles.map((p) => p.id),
    );
    const isPublic = (id: string) => cards.get(id)?.public === true;
    const publicIds = world.profiles.filter((p) => !p.demo && isPublic(p.id)).map((p) => p.id);
    const demoIds = world.profiles.filter((p) => p.demo).map((p) => p.id);
    const at = () => new Date(world.now.getTime() - rng.int(1, 90) * DAY - rng.int(0, DAY - 1));

    const follows = new Map<string, { subscriberProfileId: string; subscribedProfileId: string; createdAt: Date }>();
    const addFollow = (from: string, to: string) => {
      if (from === to || !isPublic(to)) return;
      follows.set(`${from}>${to}`, { subscriberProfileId: from, subscribedProfileId: to, createdAt: at() });
    };
    const favourites = new Map<string, { profileId: string; favouriteProfileId: string; createdAt: Date }>();

    for (const demo of demoIds) {
      const following = rng.sample(publicIds, 7);
      for (const id of following) addFollow(demo, id);
      for (const id of rng.sample(publicIds, 12)) addFollow(id, demo);
      // A few of the profiles it follows follow it back.
      for (const id of following.slice(0, 3)) addFollow(id, demo);
      for (const id of rng.sample(publicIds, 8)) {
        favourites.set(`${demo}>${id}`, { profileId: demo, favouriteProfileId: id, createdAt: at() });
      }
    }
    // The demo profiles know each other.
    for (const from of demoIds) for (const to of demoIds) addFollow(from, to);
    for (const from of publicIds) for (const to of rng.sample(publicIds, rng.int(0, 4))) addFollow(from, to);

    if (follows.size > 0)
      await tx
        .insert(profileSubscriptions)
        .values([...follows.values()])
        .onConflictDoNothing();
    if (favourites.size > 0)
      await tx
        .insert(profileFavourites)
        .values([...favourites.values()])
        .onConflictDoNothing();
    return { follows: follows.size, favourites: favourites.size };
  },
};
