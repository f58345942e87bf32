// The callout inviting a visitor to claim an unclaimed profile.
export { ClaimProfileCallout } from './claim-profile-callout';
