// Follow and favourite lists (the follow and favourite families).
export { FavoritesPage } from './favorites-page';
export { FollowersPage } from './followers-page';
