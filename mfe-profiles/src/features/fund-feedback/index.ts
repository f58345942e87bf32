export { GiveFeedbackCallout } from './give-feedback-callout';
