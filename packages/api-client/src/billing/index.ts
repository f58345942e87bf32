export {
  type AdminMembershipPlan,
  type BillingAudience,
  billingAudienceOf,
  type BillingData,
  type BillingDataInput,
  type FeatureFlag as BillingFeatureFlag,
  type BillingOverview,
  type ChangePlanInput,
  type FeatureFlag,
  type Invoice,
  type MembershipPlan,
  type SubscribeInput,
  type SubscriptionChangeReply,
} from './billing-audience';
export { cancelSubscription, useCancelSubscription } from './cancel-subscription';
export { changePlan, useChangePlan } from './change-plan';
export { downloadInvoicePdf } from './download-invoice-pdf';
export { getAdminBillingData } from './get-admin-billing-data';
export { getAdminInvoices, useAdminInvoices } from './get-admin-invoices';
export { getAdminMembershipPlan, useAdminMembershipPlan } from './get-admin-membership-plan';
export { billingOverviewQueryOptions, getBillingOverview, useBillingOverview } from './get-billing-overview';
export { getInvoices, invoicesQueryOptions, useInvoices } from './get-invoices';
export { getMembershipPlans, membershipPlansQueryOptions, useMembershipPlans } from './get-membership-plans';
export { billingKeys } from './keys';
export { markInvoicePaid, useMarkInvoicePaid } from './mark-invoice-paid';
export { openBillingPortal, useOpenBillingPortal } from './open-billing-portal';
export { resumeSubscription, useResumeSubscription } from './resume-subscription';
export { subscribe, useSubscribe } from './subscribe';
export { updateAdminBillingData, useUpdateAdminBillingData } from './update-admin-billing-data';
export { updateBillingData, useUpdateBillingData } from './update-billing-data';
