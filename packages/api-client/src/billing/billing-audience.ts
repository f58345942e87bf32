// Who pays (a fund or a service provider: each has its subscription family) and the refresh after a billing write.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveProfile } from '../session/session-store';
import { featureConfigKeys } from '../feature-config';
import { billingKeys } from './keys';

// The billing contract's types, as the family's callers name them.
export type {
  AdminMembershipPlan,
  BillingData,
  BillingDataInput,
  BillingOverview,
  ChangePlanInput,
  FeatureFlag,
  FeatureFlag as BillingFeatureFlag,
  Invoice,
  MembershipPlan,
  SubscribeInput,
  SubscriptionChangeReply,
} from '@fundnet/validation-schema';

/** The audience a profile pays as: its subscription family's prefix. */
export type BillingAudience = 'fund' | 'service-provider';

export const billingAudienceOf = (type: string): BillingAudience | null =>
  type === 'fund' ? 'fund' : type === 'serviceProvider' ? 'service-provider' : null;

/** Every billing write refreshes billing and the feature config (a plan's entitlements). Internal to the family. */
export function useBillingWrite<I, R>(_profile: ActiveProfile, fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      await queryClient.invalidateQueries({ queryKey: featureConfigKeys.all });
    },
  });
}
