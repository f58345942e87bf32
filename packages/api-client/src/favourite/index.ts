export { addFavourite, type Favourite, type FavouriteProfileInput, useAddFavourite } from './add-favourite';
export { type FavouringsReply, favouringsQueryOptions, getFavourings, useFavourings } from './get-favourings';
export {
  type FavouriteEntry,
  type FavouriteList,
  type FavouriteListQuery,
  favouritesQueryOptions,
  getFavourites,
  useFavourites,
} from './get-favourites';
export { favouriteKeys } from './keys';
export { removeFavourite, useRemoveFavourite } from './remove-favourite';
