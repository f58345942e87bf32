// What the share-link writes have in common: the form's body, and the refresh of every share-link read after a write,
// and of the plan's usage (feature-config, billing), which counts the live links: the create button reads it.
import type { CreateShareLinkInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '../query/types';
import { billingKeys } from '../billing/keys';
import { featureConfigKeys } from '../feature-config/keys';
import { shareLinkKeys } from './keys';

/** The body as the form sends it (before the contract's defaults). */
export type ShareLinkInput = Omit<CreateShareLinkInput, 'permissions'> & { permissions?: CreateShareLinkInput['permissions'] };

export function useInvalidating<TInput, TReply>(
  fn: (input: TInput) => Promise<TReply>,
  config?: MutationConfig<(input: TInput) => Promise<TReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: fn as (input: TInput) => Promise<Awaited<TReply>>,
    onSuccess: async (...args) => {
      await Promise.all(
        [shareLinkKeys.all, featureConfigKeys.all, billingKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      await onSuccess?.(...args);
    },
  });
}
