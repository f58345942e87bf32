export { ClaimsReview } from './claims-review';
