// PUT api/user-info: onboarding "about you" and User details.
import type { UpdateUserInfoInput, UserInfo } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { usersKeys } from '../users';
import { userInfoKeys } from './keys';

export type { UpdateUserInfoInput };

/**
 * PUT api/user-info → the stored details. First name, last name, country of residence and
 * "describes you best" are required; optional fields left out keep their value, null clears them.
 * 422 carries the field messages. Throws ApiError.
 */
export function updateUserInfo(input: UpdateUserInfoInput, options?: ApiCallOptions): Promise<UserInfo> {
  return apiClient.put<UserInfo>('api/user-info', { profile: false, ...options, json: input });
}

/** Saves the details, puts the reply in the cache, and refreshes get-me (names and details live there too). */
export function useUpdateUserInfo(mutationConfig?: MutationConfig<typeof updateUserInfo>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: UpdateUserInfoInput) => updateUserInfo(input),
    onSuccess: async (...args) => {
      queryClient.setQueryData(userInfoKeys.key('me'), args[0]);
      await queryClient.invalidateQueries({ queryKey: usersKeys.key('me') });
      await onSuccess?.(...args);
    },
  });
}
