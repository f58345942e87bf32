// Memberships, subscriptions and billing (api/membership-plans/{type}, api/{fund,service-provider}-membership-plans,
// api/{fund,service-provider}-subscriptions/..., api/administration/profile/membership-plan/{fundId},
// api/administration/profile/billingData, api/administration/billing/...).
import type {
  AdminMembershipPlan,
  BillingData,
  BillingDataInput,
  BillingOverview,
  BillingProfileType,
  ChangePlanInput,
  FeatureFlag,
  Invoice,
  InvoicesReply,
  InvoiceStatus,
  MembershipPlan,
  MembershipPlansReply,
  SubscribeInput,
  SubscriptionChangeReply,
} from '@fundnet/validation-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { billingKeys } from './keys';

export type {
  AdminMembershipPlan,
  BillingData,
  BillingDataInput,
  BillingOverview,
  ChangePlanInput,
  FeatureFlag,
  Invoice,
  MembershipPlan,
  SubscribeInput,
  SubscriptionChangeReply,
};
export { billingKeys };

/** The audience a profile pays as: its subscription family's prefix. */
export type BillingAudience = 'fund' | 'service-provider';
export const billingAudienceOf = (type: string): BillingAudience | null =>
  type === 'fund' ? 'fund' : type === 'serviceProvider' ? 'service-provider' : null;
// Each path written out for both audiences, so the client-server drift test (testing/api-routes.test.ts) reads them.
const overviewPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions' : 'api/service-provider-subscriptions';
const invoicesPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/invoices' : 'api/service-provider-subscriptions/invoices';
const subscribePath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/subscribe' : 'api/service-provider-subscriptions/subscribe';
const changePlanPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/change-plan' : 'api/service-provider-subscriptions/change-plan';
const cancelPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/cancel' : 'api/service-provider-subscriptions/cancel';
const resumePath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/resume' : 'api/service-provider-subscriptions/resume';
const billingDataPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/billing-data' : 'api/service-provider-subscriptions/billing-data';
const portalPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/portal' : 'api/service-provider-subscriptions/portal';

// ---------------------------------------------------------------- plans (public)

export function getMembershipPlans(type: BillingProfileType, options?: ApiCallOptions): Promise<MembershipPlansReply> {
  return apiClient.get<MembershipPlansReply>(`api/membership-plans/${type}`, { ...options, profile: false });
}
export function membershipPlansQueryOptions(type: BillingProfileType) {
  return queryOptions({ queryKey: billingKeys.key('plans', type), queryFn: ({ signal }) => getMembershipPlans(type, { signal }) });
}
export const useMembershipPlans = (type: BillingProfileType) => useQuery(membershipPlansQueryOptions(type));

// ---------------------------------------------------------------- the active profile's billing

export function getBillingOverview(profile: ActiveProfile, audience: BillingAudience, options?: ApiCallOptions): Promise<BillingOverview> {
  return apiClient.get<BillingOverview>(overviewPath(audience), { ...options, profile });
}
export function billingOverviewQueryOptions(profile: ActiveProfile, audience: BillingAudience) {
  return queryOptions({
    queryKey: billingKeys.scoped(profile, 'overview', audience),
    queryFn: ({ signal }) => getBillingOverview(profile, audience, { signal }),
  });
}
export const useBillingOverview = (profile: ActiveProfile, audience: BillingAudience) =>
  useQuery(billingOverviewQueryOptions(profile, audience));

export function getInvoices(profile: ActiveProfile, audience: BillingAudience, options?: ApiCallOptions): Promise<InvoicesReply> {
  return apiClient.get<InvoicesReply>(invoicesPath(audience), { ...options, profile });
}
export function invoicesQueryOptions(profile: ActiveProfile, audience: BillingAudience) {
  return queryOptions({
    queryKey: billingKeys.scoped(profile, 'invoices', audience),
    queryFn: ({ signal }) => getInvoices(profile, audience, { signal }),
  });
}
export const useInvoices = (profile: ActiveProfile, audience: BillingAudience) => useQuery(invoicesQueryOptions(profile, audience));

/** Downloads an invoice's PDF (the path the invoice names) with the caller's token; `profile: false` for administrators. */
const invoicePdfPath = (id: string, from: BillingAudience | 'administration'): ApiPath =>
  from === 'administration'
    ? `api/administration/billing/invoices/${id}/pdf`
    : from === 'fund'
      ? `api/fund-subscriptions/invoices/${id}/pdf`
      : `api/service-provider-subscriptions/invoices/${id}/pdf`;
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id'>, profile: ActiveProfile | false): Promise<Blob> {
  const from = profile === false ? 'administration' : (billingAudienceOf(profile.type) ?? 'fund');
  const response = await apiClient.raw('get', invoicePdfPath(invoice.id, from), { profile });
  return response.blob();
}

function useBillingMutation<I, R>(_profile: ActiveProfile, fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['feature-config'] });
    },
  });
}

export const subscribe = (profile: ActiveProfile, audience: BillingAudience, input: SubscribeInput) =>
  apiClient.post<SubscriptionChangeReply>(subscribePath(audience), { profile, json: input });
export const changePlan = (profile: ActiveProfile, audience: BillingAudience, input: ChangePlanInput) =>
  apiClient.post<SubscriptionChangeReply>(changePlanPath(audience), { profile, json: input });
export const cancelSubscription = (profile: ActiveProfile, audience: BillingAudience) =>
  apiClient.post<SubscriptionChangeReply>(cancelPath(audience), { profile });
export const resumeSubscription = (profile: ActiveProfile, audience: BillingAudience) =>
  apiClient.post<SubscriptionChangeReply>(resumePath(audience), { profile });
export const updateBillingData = (profile: ActiveProfile, audience: BillingAudience, input: BillingDataInput) =>
  apiClient.patch<BillingData>(billingDataPath(audience), { profile, json: input });
export const openBillingPortal = (profile: ActiveProfile, audience: BillingAudience) =>
  apiClient.post<{ url: string }>(portalPath(audience), { profile });

export const useSubscribe = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingMutation(profile, (input: SubscribeInput) => subscribe(profile, audience, input));
export const useChangePlan = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingMutation(profile, (input: ChangePlanInput) => changePlan(profile, audience, input));
export const useCancelSubscription = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingMutation(profile, (_: undefined) => cancelSubscription(profile, audience));
export const useResumeSubscription = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingMutation(profile, (_: undefined) => resumeSubscription(profile, audience));
export const useUpdateBillingData = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingMutation(profile, (input: BillingDataInput) => updateBillingData(profile, audience, input));
export const useOpenBillingPortal = (profile: ActiveProfile, audience: BillingAudience) =>
  useMutation({ mutationFn: (_: undefined) => openBillingPortal(profile, audience) });

// ---------------------------------------------------------------- administration

export function getAdminMembershipPlan(profileId: string, options?: ApiCallOptions): Promise<AdminMembershipPlan> {
  return apiClient.get<AdminMembershipPlan>(`api/administration/profile/membership-plan/${profileId}`, { ...options, profile: false });
}
export const useAdminMembershipPlan = (profileId: string | null) =>
  useQuery({
    queryKey: billingKeys.key('admin', 'membership-plan', profileId),
    queryFn: ({ signal }) => getAdminMembershipPlan(profileId!, { signal }),
    enabled: Boolean(profileId),
  });

export function getAdminInvoices(status?: InvoiceStatus, options?: ApiCallOptions): Promise<InvoicesReply> {
  return apiClient.get<InvoicesReply>('api/administration/billing/invoices', {
    ...options,
    profile: false,
    searchParams: status ? { status } : {},
  });
}
export const useAdminInvoices = (status?: InvoiceStatus) =>
  useQuery({
    queryKey: billingKeys.key('admin', 'invoices', status ?? 'all'),
    queryFn: ({ signal }) => getAdminInvoices(status, { signal }),
  });

export const markInvoicePaid = (invoiceId: string) =>
  apiClient.post<Invoice>(`api/administration/billing/invoices/${invoiceId}/mark-paid`, { profile: false });
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export const getAdminBillingData = (profileId: string, options?: ApiCallOptions) =>
  apiClient.get<BillingData>('api/administration/profile/billingData', { ...options, profile: false, searchParams: { profileId } });
export const updateAdminBillingData = (profileId: string, input: BillingDataInput) =>
  apiClient.patch<BillingData>('api/administration/profile/billingData', { profile: false, searchParams: { profileId }, json: input });
export function useUpdateAdminBillingData(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingDataInput) => updateAdminBillingData(profileId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export type { FeatureFlag as BillingFeatureFlag };
