// PUT api/user-info/{id}: an administrator sets or clears a user's CRM link.
import type { UpdateUserCrmLinkInput, UserInfo } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { userInfoKeys } from './keys';

export interface UpdateUserCrmLinkVariables extends UpdateUserCrmLinkInput {
  /** The user whose CRM link is set. */
  userId: string;
}

/** PUT api/user-info/{id} → that user's details. 403 for non-administrators, 404 for an unknown user. Throws ApiError. */
export function updateUserCrmLink({ userId, crmLink }: UpdateUserCrmLinkVariables, options?: ApiCallOptions): Promise<UserInfo> {
  return apiClient.put<UserInfo>(`api/user-info/${encodeURIComponent(userId)}`, { profile: false, ...options, json: { crmLink } });
}

/** Sets the CRM link; any cached user-info (the administrator's own, if it was them) is refreshed. */
export function useUpdateUserCrmLink(mutationConfig?: MutationConfig<typeof updateUserCrmLink>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: UpdateUserCrmLinkVariables) => updateUserCrmLink(variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: userInfoKeys.all });
      await onSuccess?.(...args);
    },
  });
}
