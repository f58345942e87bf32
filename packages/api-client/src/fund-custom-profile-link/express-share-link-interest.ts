// POST api/fund-custom-profile-link/express-interest: the visitor tells the fund they are interested (once; again updates it).
import type { ExpressInterestInput, ShareLinkInterestReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { visitorOptions } from '../http/visitor-options';
import { shareLinkInterestQueryOptions } from './get-share-link-interest';

export function expressShareLinkInterest(
  token: string,
  input: ExpressInterestInput,
  options?: ApiCallOptions,
): Promise<ShareLinkInterestReply> {
  return apiClient.post(`api/fund-custom-profile-link/express-interest`, { ...visitorOptions(token, options), json: input });
}

/** Sends the interest and keeps the reply as the token's interest, so the page shows the confirmation at once. */
export function useExpressShareLinkInterest(
  token: string,
  config?: MutationConfig<(input: ExpressInterestInput) => Promise<ShareLinkInterestReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: (input: ExpressInterestInput) => expressShareLinkInterest(token, input),
    onSuccess: async (reply, ...args) => {
      queryClient.setQueryData(shareLinkInterestQueryOptions(token).queryKey, reply);
      await onSuccess?.(reply, ...args);
    },
  });
}
