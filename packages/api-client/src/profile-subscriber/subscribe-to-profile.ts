// POST api/profile-subscriber: the active profile subscribes to another profile's updates.
import type { ProfileSubscription, SubscribeToProfileInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileSubscriberKeys } from './keys';

export type { ProfileSubscription, SubscribeToProfileInput };

/** → 201 new / 200 existing subscription. 400 yourself, 404 not published. Acts as `options.profile` (default: active). Throws ApiError. */
export function subscribeToProfile(input: SubscribeToProfileInput, options?: ApiCallOptions): Promise<ProfileSubscription> {
  return apiClient.post<ProfileSubscription>('api/profile-subscriber', { ...options, json: input });
}

export function useSubscribeToProfile(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof subscribeToProfile>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: SubscribeToProfileInput) => subscribeToProfile(input, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileSubscriberKeys.all });
      await onSuccess?.(...args);
    },
  });
}
