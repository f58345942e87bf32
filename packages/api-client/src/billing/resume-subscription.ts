// POST api/{fund|service-provider}-subscriptions/resume: a cancelled subscription goes on.
import type { SubscriptionChangeReply } from '@fundnet/validation-schema';
import { type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { type BillingAudience, useBillingWrite } from './billing-audience';

const resumePath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/resume' : 'api/service-provider-subscriptions/resume';

export const resumeSubscription = (profile: ActiveProfile, audience: BillingAudience) =>
  apiClient.post<SubscriptionChangeReply>(resumePath(audience), { profile });

export const useResumeSubscription = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingWrite(profile, (_: undefined) => resumeSubscription(profile, audience));
