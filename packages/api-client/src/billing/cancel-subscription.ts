// POST api/{fund|service-provider}-subscriptions/cancel: the subscription ends at the period's end.
import type { SubscriptionChangeReply } from '@fundnet/validation-schema';
import { type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { type BillingAudience, useBillingWrite } from './billing-audience';

const cancelPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/cancel' : 'api/service-provider-subscriptions/cancel';

export const cancelSubscription = (profile: ActiveProfile, audience: BillingAudience) =>
  apiClient.post<SubscriptionChangeReply>(cancelPath(audience), { profile });

export const useCancelSubscription = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingWrite(profile, (_: undefined) => cancelSubscription(profile, audience));
