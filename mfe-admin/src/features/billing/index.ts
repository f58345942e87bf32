export { BillingAdmin } from './billing-admin';
