import type { FavouriteEntry, FollowEntry, ProfileSummary } from '@fundnet/api-client';
import { type RecordedRequest, replyFromContract, type TestReply } from '@fundnet/api-client/testing';
import type { ProfileType, SocialProfileCard } from '@fundnet/validation-schema';

// A small in-memory stand-in for api/follow and api/favourite, shaped by their contracts, so the page tests
// see the effects of what they click (removing, unfollowing) the way the real API answers them.

export const activeFund = { id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1001', type: 'fund' } as const;

export function card(n: number, type: ProfileType = 'fund', extra: Partial<SocialProfileCard> = {}): SocialProfileCard {
  const name = extra.name ?? `Profile ${String(n).padStart(2, '0')}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `7f1c2a52-4d0e-4a57-9a51-${String(n).padStart(12, '0')}`,
    type,
    name,
    slug,
    logo: null,
    headline: `${name} headline`,
    public: true,
    ...extra,
  };
}

export const at = (day: number) => `2026-04-${String(day).padStart(2, '0')}T10:00:00.000Z`;

export function summary(role: ProfileSummary['role']): ProfileSummary {
  return {
    id: activeFund.id,
    type: 'fund',
    name: 'Northwind Ventures',
    slug: 'northwind-ventures',
    status: 'published',
    role,
    createdAt: at(1),
  };
}

const notFound: TestReply = { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };

export interface SocialWorld {
  favourites: FavouriteEntry[];
  followers: FollowEntry[];
  following: FollowEntry[];
  role: ProfileSummary['role'];
  favourings: { total: number; byType: Record<ProfileType, number>; last7Days: number; last30Days: number };
  /** Answer this status to the list reads instead (error states). */
  failLists?: number;
}

export function emptyWorld(): SocialWorld {
  return {
    favourites: [],
    followers: [],
    following: [],
    role: 'owner',
    favourings: { total: 0, byType: { fund: 0, investor: 0, serviceProvider: 0 }, last7Days: 0, last30Days: 0 },
  };
}

function page<T extends { profile: SocialProfileCard }>(items: T[], query: Record<string, string>) {
  const search = query.search?.toLowerCase() ?? null;
  const matching = items.filter(
    (item) => (!search || item.profile.name.toLowerCase().includes(search)) && (!query.type || item.profile.type === query.type),
  );
  const skip = Number(query.skip ?? 0);
  const take = Number(query.take ?? 10);
  return { total: matching.length, skip, take, search: query.search ?? null, items: matching.slice(skip, skip + take) };
}

const countsByType = (items: FavouriteEntry[]) => ({
  fund: items.filter((i) => i.profile.type === 'fund').length,
  investor: items.filter((i) => i.profile.type === 'investor').length,
  serviceProvider: items.filter((i) => i.profile.type === 'serviceProvider').length,
});

/** The handler of the test server for `world` (mutated by DELETE / PUT / POST like the API would). */
export function socialApi(world: SocialWorld) {
  return (request: RecordedRequest): TestReply => {
    const key = `${request.method} ${request.path}`;
    const failing = world.failLists && request.method === 'GET' && (request.path === '/api/favourite' || request.path === '/api/follow');
    if (failing)
      return {
        status: world.failLists!,
        json: { statusCode: world.failLists, error: 'Error', message: 'The list is not available right now.' },
      };
    const profileId = request.query.profileId ?? (request.body ? JSON.parse(request.body).profileId : undefined);
    switch (key) {
      case 'GET /api/profiles/mine':
        return { json: [summary(world.role)] };
      case 'GET /api/favourite': {
        const items = request.query.profileId ? world.favourites.filter((f) => f.profile.id === request.query.profileId) : world.favourites;
        return { json: { ...page(items, request.query), type: request.query.type ?? null, counts: countsByType(world.favourites) } };
      }
      case 'GET /api/favourite/favourings':
        return { json: world.favourings };
      case 'DELETE /api/favourite':
        world.favourites = world.favourites.filter((f) => f.profile.id !== profileId);
        return { status: 204 };
      case 'GET /api/follow': {
        const list = request.query.list === 'following' ? 'following' : 'followers';
        return {
          json: {
            list,
            ...page(world[list], request.query),
            counts: { followers: world.followers.length, following: world.following.length },
          },
        };
      }
      case 'DELETE /api/follow':
        world.following = world.following.filter((f) => f.profile.id !== profileId);
        world.followers = world.followers.map((f) => (f.profile.id === profileId ? { ...f, mutual: false } : f));
        return { status: 204 };
      case 'POST /api/follow':
        world.followers = world.followers.map((f) => (f.profile.id === profileId ? { ...f, mutual: true } : f));
        return { ...replyFromContract(request, 201), status: 201 };
      case 'DELETE /api/follow/removeFollow':
        world.followers = world.followers.filter((f) => f.profile.id !== profileId);
        return { status: 204 };
      case 'POST /api/follow/automatic-follow': {
        const followed = world.followers.filter((f) => !f.mutual && f.profile.public).map((f) => f.profile.id);
        world.followers = world.followers.map((f) => (f.profile.public ? { ...f, mutual: true } : f));
        return { json: { followed, alreadyFollowing: [], skipped: [] } };
      }
      default: {
        const put = /^\/api\/follow\/([0-9a-f-]+)$/.exec(request.path);
        if (request.method === 'PUT' && put) {
          const notifications = JSON.parse(request.body).notifications;
          world.following = world.following.map((f) => (f.id === put[1] ? { ...f, notifications } : f));
          // The contract's FollowReply, with the follow this test changed.
          const { json } = replyFromContract(request);
          const reply = json as { follow: Record<string, unknown> };
          return { json: { ...reply, follow: { ...reply.follow, id: put[1], notifications }, followerCount: 0 } };
        }
        return notFound;
      }
    }
  };
}

export function favouriteEntry(profile: SocialProfileCard, day: number): FavouriteEntry {
  return { id: profile.id.replace('7f1c2a52', 'aaaaaaaa'), profile, favouritedAt: at(day) };
}

export function followEntry(profile: SocialProfileCard, day: number, extra: Partial<FollowEntry> = {}): FollowEntry {
  return {
    id: profile.id.replace('7f1c2a52', 'bbbbbbbb'),
    profile,
    followedAt: at(day),
    mutual: false,
    notifications: 'all',
    origin: 'manual',
    ...extra,
  };
}
