// PATCH api/{fund|service-provider}-subscriptions/billing-data: the active profile's invoice address and tax id.
import type { BillingData, BillingDataInput } from '@fundnet/validation-schema';
import { type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { type BillingAudience, useBillingWrite } from './billing-audience';

const billingDataPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/billing-data' : 'api/service-provider-subscriptions/billing-data';

export const updateBillingData = (profile: ActiveProfile, audience: BillingAudience, input: BillingDataInput) =>
  apiClient.patch<BillingData>(billingDataPath(audience), { profile, json: input });

export const useUpdateBillingData = (profile: ActiveProfile, audience: BillingAudience) =>
  useBillingWrite(profile, (input: BillingDataInput) => updateBillingData(profile, audience, input));
