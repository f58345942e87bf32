// The follow and favourite buttons other features of this area (discovery cards, lists) put on a profile.
export { FavouriteButton, type FavouriteButtonProps } from './favourite-button';
export { FollowButton, type FollowButtonProps } from './follow-button';
