export { FeedbackPage } from './feedback-page';
export { GiveFeedbackPage } from './give-feedback-page';
export { emptyFeedbackForm, RatingSheetForm, withoutEmptyCriteria } from './rating-sheet-form';
