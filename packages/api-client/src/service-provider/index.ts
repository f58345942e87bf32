// service-provider: the typed calls and hooks of a service provider profile (api/service-provider), parallel to fund-info.
import type {
  CreateProviderInput,
  CreateProviderReply,
  ProviderSection,
  ProviderSectionInput,
  ProviderSectionState,
  ProviderStatusInput,
} from '@fundnet/validation-schema';
import { profileFamilyCalls } from '../profile-sections/family-calls';

export type { CreateProviderInput, CreateProviderReply, ProviderSection, ProviderSectionInput, ProviderSectionState, ProviderStatusInput };

/**
 * serviceProvider.getOwnerView(profile), getSection(profile, 'overview'), editSection({ profile, section, data })
 * (notifications included), updateStatus({ profile, data: { providerStatus } }), submit, getDensity, getPublic,
 * prefill, checkExisting, unlockSection, recordAttemptedAccess, remove; the same hooks as investorInfo.
 */
export const serviceProvider = profileFamilyCalls<
  {
    section: ProviderSection;
    input: { [S in ProviderSection]: ProviderSectionInput<S> };
    state: { [S in ProviderSection]: ProviderSectionState<S> };
    ndaSection: string;
    createInput: CreateProviderInput;
    createReply: CreateProviderReply;
    statusInput: ProviderStatusInput;
  },
  'service-provider'
>('service-provider');
