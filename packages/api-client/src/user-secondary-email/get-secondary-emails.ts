// GET api/userSecondaryEmail: the signed-in user's secondary e-mail addresses.
import type { SecondaryEmail } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { userSecondaryEmailKeys } from './keys';

export type { SecondaryEmail };

/** GET api/userSecondaryEmail, oldest first. Throws ApiError (401 when signed out). */
export function getSecondaryEmails(options?: ApiCallOptions): Promise<SecondaryEmail[]> {
  return apiClient.get<SecondaryEmail[]>('api/userSecondaryEmail', { profile: false, ...options });
}

export function secondaryEmailsQueryOptions() {
  return queryOptions({
    queryKey: userSecondaryEmailKeys.key('list'),
    queryFn: ({ signal }) => getSecondaryEmails({ signal }),
  });
}

export function useSecondaryEmails(queryConfig?: QueryConfig<typeof secondaryEmailsQueryOptions>) {
  return useQuery({ ...secondaryEmailsQueryOptions(), ...queryConfig });
}
