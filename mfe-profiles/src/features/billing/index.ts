export { BillingSection } from './billing-section';
