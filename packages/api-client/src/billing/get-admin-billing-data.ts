// GET api/administration/profile/billingData?profileId=: a profile's billing data (administrators).
import type { BillingData } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export const getAdminBillingData = (profileId: string, options?: ApiCallOptions) =>
  apiClient.get<BillingData>('api/administration/profile/billingData', { ...options, profile: false, searchParams: { profileId } });
