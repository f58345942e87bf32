// POST api/{fund|service-provider}-subscriptions/change-plan: the active profile moves to another plan.
import type { ChangePlanInput, SubscriptionChangeReply } from '@fundnet/validation-schema';
import { type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { type BillingAudience, useBillingWrite } from './billing-audience';

const changePlanPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/change-plan' : 'api/service-provider-subscriptions/change-plan';

export const changePlan = (profile: ActiveProfile, audience: BillingAudience, input: ChangePlanInput) =>
  apiClient.post<SubscriptionChangeReply>(changePlanPath(audience), { profile, json: input });

export const useChangePlan = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingWrite(profile, (input: ChangePlanInput) => changePlan(profile, audience, input));
