// The public face of the billing module: other modules, app.ts and the seed import only from here (and its
// tables.ts, the shared database schema). Everything else in the folder is internal (dependency-cruiser checks it).

export { billingRoutes } from './routes';
export {
  assertEntitlement,
  effectivePlan,
  effectivePlans,
  entitledProfiles,
  entitlementSnapshot,
  type FeatureEntitlement,
  flagEnabled,
} from './entitlements';
export { billingHooks, type PlanChangedHook, planChanged } from './extensions';
export { ensurePlans, listPlans, planCatalogue, planReply } from './plans';
export { billingSettingsFrom, type BillingSettings } from './provider';
export { issueInvoice, addMonths } from './service';
export { markInvoicePaid } from './admin';
export { runRenewals } from './renewals';
