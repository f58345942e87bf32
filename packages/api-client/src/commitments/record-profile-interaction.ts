// POST api/commitments/profile-interaction/{fundInfoId}: records an investor's interaction with a fund's profile.
import type { InteractionInput } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { as, type Profile } from './commitment-options';

export const recordProfileInteraction = (p: Profile, fundInfoId: string, input: InteractionInput) =>
  apiClient.post<{ interaction: unknown }>(`api/commitments/profile-interaction/${fundInfoId}`, { ...as(p), json: input });
