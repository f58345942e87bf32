import {
  investorContentSchemas,
  investorInfoMessages,
  investorNdaSections,
  investorSectionFields,
  investorSectionWeights,
} from '@fundnet/validation-schema';
import { familySections, type ProfileFamily, type ProfileSectionsConfig, type SectionData } from '../profile-sections';

/** The investor family's sections for the engine: the admin section, then the content sections of the contract. */
export const investorSectionsConfig: ProfileSectionsConfig = {
  type: 'investor',
  model: 'investorInfo',
  sections: familySections({
    schemas: investorContentSchemas,
    fields: investorSectionFields,
    weights: investorSectionWeights,
    ndaSections: investorNdaSections,
  }),
  requiredForSubmit: ['your-details', 'overview', 'investor-details'],
  sectionsMissingMessage: investorInfoMessages.sectionsMissing,
};

/**
 * visibleInInvestorDiscovery (your details): an investor is public only when the published copy says so
 * AND the working copy has not switched it off since. Switching off hides the profile at once (it only
 * restricts); switching on waits for the approval of the section like any other change.
 */
export function investorPubliclyVisible(working: ReadonlyMap<string, SectionData>, published: ReadonlyMap<string, SectionData>): boolean {
  return (
    published.get('your-details')?.visibleInInvestorDiscovery === true && working.get('your-details')?.visibleInInvestorDiscovery !== false
  );
}

export const investorFamily: ProfileFamily = {
  path: 'investor-info',
  config: investorSectionsConfig,
  notFoundMessage: investorInfoMessages.investorNotFound,
  publiclyVisible: investorPubliclyVisible,
};
