// POST api/favourite: the active profile bookmarks another profile.
import type { Favourite, FavouriteProfileInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSocialQueries } from '../follow';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';

export type { Favourite, FavouriteProfileInput };

/** → 201 new / 200 already a favourite. 400 yourself, 404 not published. Throws ApiError. */
export function addFavourite(input: FavouriteProfileInput, options?: ApiCallOptions): Promise<Favourite> {
  return apiClient.post<Favourite>('api/favourite', { ...options, json: input });
}

/** Adds as `profile`, then refreshes the lists and every card that shows the favourite state. */
export function useAddFavourite(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof addFavourite>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: FavouriteProfileInput) => addFavourite(input, { profile }),
    onSuccess: async (...args) => {
      await invalidateSocialQueries(queryClient);
      await onSuccess?.(...args);
    },
  });
}
