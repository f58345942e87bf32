// The NDA a visitor accepts on a public profile page. The settings section (nda-section) loads with its route.
export { NdaAcceptance } from './nda-acceptance';
