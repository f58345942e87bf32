import { narrow, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FavoritesPage } from './favorites-page';
import { FollowersPage } from './followers-page';
import { activeFund, card, emptyWorld, favouriteEntry, followEntry, type SocialWorld, socialApi } from './testing/social-fixtures';

// The follow and favourite lists, answered by the component tests' in-memory api/follow and api/favourite.
const meta = { title: 'Discovery/Lists' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const alder = card(1, 'fund', { name: 'Alder Ventures I' });
const birch = card(2, 'investor', { name: 'Birch Family Office' });
const cedar = card(3, 'serviceProvider', { name: 'Cedar Legal' });
const archived = card(4, 'fund', { name: 'Dormant Fund II', public: false, headline: null });

function world(change: Partial<SocialWorld> = {}): SocialWorld {
  return {
    ...emptyWorld(),
    favourites: [favouriteEntry(alder, 3), favouriteEntry(birch, 2), favouriteEntry(cedar, 1), favouriteEntry(archived, 1)],
    followers: [followEntry(birch, 4), followEntry(cedar, 2, { mutual: true })],
    following: [followEntry(alder, 5), followEntry(cedar, 2)],
    favourings: { total: 9, byType: { fund: 2, investor: 6, serviceProvider: 1 }, last7Days: 3, last30Days: 7 },
    ...change,
  };
}
const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    card(10 + i, i % 2 ? 'investor' : 'fund', { name: `Profile ${10 + i} with a rather long name to see how rows wrap` }),
  );

const favourites = (w: SocialWorld, session = signedIn(activeFund)) =>
  screenStory({ route: { at: '/favorites' }, session, api: socialApi(w) });
const followers = (w: SocialWorld, at = '/followers') =>
  screenStory({ route: { at, path: '/followers' }, session: signedIn(activeFund), api: socialApi(w) });

export const FavoritesFilled: Story = { render: () => <FavoritesPage />, ...favourites(world()) };
export const FavoritesEmpty: Story = { render: () => <FavoritesPage />, ...favourites(emptyWorld()) };
export const FavoritesError: Story = { render: () => <FavoritesPage />, ...favourites(world({ failLists: 503 })) };
export const FavoritesLong: Story = {
  render: () => <FavoritesPage />,
  ...favourites(world({ favourites: many(24).map((profile, i) => favouriteEntry(profile, (i % 27) + 1)) })),
};
export const FavoritesNarrow: Story = { ...FavoritesFilled, ...narrow };
/** A visitor is asked to sign in and come back. */
export const FavoritesSignedOut: Story = { render: () => <FavoritesPage />, ...favourites(world(), 'visitor') };
/** Signed in without an active profile: asked to choose one. */
export const FavoritesWithoutProfile: Story = { render: () => <FavoritesPage />, ...favourites(world(), signedIn(null)) };

export const FollowersFilled: Story = { render: () => <FollowersPage />, ...followers(world()) };
export const Following: Story = { render: () => <FollowersPage />, ...followers(world(), '/followers?list=following') };
export const FollowersEmpty: Story = { render: () => <FollowersPage />, ...followers(emptyWorld()) };
export const FollowersError: Story = { render: () => <FollowersPage />, ...followers(world({ failLists: 503 })) };
export const FollowersLong: Story = {
  render: () => <FollowersPage />,
  ...followers(world({ followers: many(24).map((profile, i) => followEntry(profile, (i % 27) + 1)) })),
};
export const FollowersNarrow: Story = { ...FollowersFilled, ...narrow };
