// POST api/{fund|service-provider}-subscriptions/subscribe: the active profile takes a plan.
import type { SubscribeInput, SubscriptionChangeReply } from '@fundnet/validation-schema';
import { type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { type BillingAudience, useBillingWrite } from './billing-audience';

const subscribePath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/subscribe' : 'api/service-provider-subscriptions/subscribe';

export const subscribe = (profile: ActiveProfile, audience: BillingAudience, input: SubscribeInput) =>
  apiClient.post<SubscriptionChangeReply>(subscribePath(audience), { profile, json: input });

export const useSubscribe = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingWrite(profile, (input: SubscribeInput) => subscribe(profile, audience, input));
