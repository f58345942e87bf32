// The call to action on a public profile page. The settings section (call-to-action-section) loads with its route.
export { PublicCallToAction } from './public-call-to-action';
