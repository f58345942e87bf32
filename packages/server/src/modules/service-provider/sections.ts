import {
  providerContentSchemas,
  providerNdaSections,
  providerSectionFields,
  providerSectionWeights,
  serviceProviderMessages,
} from '@fundnet/validation-schema';
import { familySections, type ProfileFamily, type ProfileSectionsConfig } from '../profile-sections';

/** The service provider family's sections: the admin section and the content sections (notifications: modules/profile-notifications). */
export const providerSectionsConfig: ProfileSectionsConfig = {
  type: 'serviceProvider',
  model: 'serviceProviderInfo',
  sections: familySections({
    schemas: providerContentSchemas,
    fields: providerSectionFields,
    weights: providerSectionWeights,
    ndaSections: providerNdaSections,
  }),
  requiredForSubmit: ['your-details', 'overview'],
  sectionsMissingMessage: serviceProviderMessages.sectionsMissing,
};

export const providerFamily: ProfileFamily = {
  path: 'service-provider',
  config: providerSectionsConfig,
  notFoundMessage: serviceProviderMessages.providerNotFound,
  website: { section: 'your-details', path: ['url'] },
};
