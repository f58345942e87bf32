// investor-info: the typed calls and hooks of an investor profile (api/investor-info), parallel to fund-info.
import type {
  CreateInvestorInput,
  CreateInvestorReply,
  InvestorSection,
  InvestorSectionInput,
  InvestorSectionState,
  InvestorStatusInput,
} from '@fundnet/validation-schema';
import { profileFamilyCalls } from '../profile-sections/family-calls';

export type { CreateInvestorInput, CreateInvestorReply, InvestorSection, InvestorSectionInput, InvestorSectionState, InvestorStatusInput };

/**
 * investorInfo.getOwnerView(profile), getSection(profile, 'investor-details'), editSection({ profile, section, data }),
 * updateStatus({ profile, data: { investmentStatus } }), submit, getDensity, getPublic(slug, viewer) (404 when the investor
 * is not visible in discovery), prefill, checkExisting, unlockSection, recordAttemptedAccess, remove; hooks useOwnerView,
 * useSection, usePublic, useEditSection, useUpdateStatus, useSubmit, useCreate; keys investorInfo.keys.
 */
export const investorInfo = profileFamilyCalls<
  {
    section: InvestorSection;
    input: { [S in InvestorSection]: InvestorSectionInput<S> };
    state: { [S in InvestorSection]: InvestorSectionState<S> };
    ndaSection: string;
    createInput: CreateInvestorInput;
    createReply: CreateInvestorReply;
    statusInput: InvestorStatusInput;
  },
  'investor-info'
>('investor-info');
