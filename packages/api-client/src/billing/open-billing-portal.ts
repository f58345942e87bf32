// POST api/{fund|service-provider}-subscriptions/portal: the payment provider's portal for the active profile.
import { useMutation } from '@tanstack/react-query';
import { type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import type { BillingAudience } from './billing-audience';

const portalPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/portal' : 'api/service-provider-subscriptions/portal';

export const openBillingPortal = (profile: ActiveProfile, audience: BillingAudience) =>
  apiClient.post<{ url: string }>(portalPath(audience), { profile });

export const useOpenBillingPortal = (profile: ActiveProfile, audience: BillingAudience) =>
  useMutation({ mutationFn: (_: undefined) => openBillingPortal(profile, audience) });
