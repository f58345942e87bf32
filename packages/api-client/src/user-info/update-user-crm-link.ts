// PUT api/user-info/{id}: an administrator sets or clears a user's CRM link.
import type { UpdateUserCrmLinkInput, UserInfo } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export interface UpdateUserCrmLinkVariables extends UpdateUserCrmLinkInput {
  /** The user whose CRM link is set. */
  userId: string;
}

/** PUT api/user-info/{id} → that user's details. 403 for non-administrators, 404 for an unknown user. Throws ApiError. */
export function updateUserCrmLink({ userId, crmLink }: UpdateUserCrmLinkVariables, options?: ApiCallOptions): Promise<UserInfo> {
  return apiClient.put<UserInfo>(`api/user-info/${encodeURIComponent(userId)}`, { profile: false, ...options, json: { crmLink } });
}
