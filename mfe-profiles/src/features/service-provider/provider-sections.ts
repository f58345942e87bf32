import {
  geographyOptions,
  type ProviderContentSection,
  providerStatuses,
  serviceProviderTypeOptions,
  profileTypePaths,
} from '@fundnet/validation-schema';
import {
  enumOptions,
  type FieldSpec,
  keyPeopleList,
  linkFields,
  pressClippingsList,
  type ProfileKind,
  referencesList,
  type SectionAnchor,
  sharedSectionLabels,
  sharedSectionSpecs,
} from '../profile-sections';

/** The service provider's content sections (contract `providerContentSchemas`): what each section's fields are. */
export const providerSectionSpecs: Record<ProviderContentSection, FieldSpec[]> = {
  'your-details': [
    { kind: 'text', name: 'companyName', label: 'Company name' },
    { kind: 'text', name: 'serviceProviderEntity', label: 'Legal entity' },
    { kind: 'select', name: 'type', label: 'Provider type', options: serviceProviderTypeOptions },
    { kind: 'text', name: 'headquarterLocation', label: 'Headquarters' },
    { kind: 'url', name: 'url', label: 'Website' },
    { kind: 'image', name: 'logo', label: 'Logo', purpose: 'logo' },
    { kind: 'text', name: 'headline', label: 'Headline' },
    { kind: 'group', name: 'links', label: 'Links', fields: linkFields },
  ],
  'provider-status': [
    {
      kind: 'select',
      name: 'providerStatus',
      label: 'Provider status',
      options: enumOptions(providerStatuses, {
        AcceptingClients: 'Accepting new clients',
        NotAcceptingClients: 'Not accepting new clients',
      }),
    },
  ],
  overview: [
    { kind: 'multiline', name: 'companyBlurbSummary', label: 'Company blurb and summary' },
    { kind: 'tags', name: 'mainOfferings', label: 'Main offerings', helperText: 'From 1 to 10 offerings: type one and press Enter' },
    { kind: 'tags', name: 'keywords', label: 'Keywords' },
  ],
  'service-provider-details': [
    { kind: 'number', name: 'clientsCount', label: 'Number of clients' },
    { kind: 'number', name: 'employeesNumber', label: 'Number of employees' },
    { kind: 'money', name: 'averageCosts', label: 'Average costs' },
    { kind: 'geography', name: 'geographies', label: 'Geographies', multiple: true },
    keyPeopleList,
  ],
  'reference-mentions': [referencesList, pressClippingsList],
  'additional-data': [
    {
      kind: 'list',
      name: 'clients',
      label: 'Clients',
      itemLabel: 'Client',
      fields: [
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'text', name: 'type', label: 'Type' },
        { kind: 'select', name: 'geography', label: 'Geography', options: geographyOptions },
        { kind: 'url', name: 'url', label: 'Website' },
      ],
    },
  ],
  testimonials: sharedSectionSpecs.testimonials,
  'questions-and-answers': sharedSectionSpecs['questions-and-answers'],
};

export const providerSectionLabels: Record<ProviderContentSection, string> = {
  'your-details': 'Your details',
  'provider-status': 'Provider status',
  overview: 'Overview',
  'service-provider-details': 'Service provider details',
  'reference-mentions': 'References and mentions',
  'additional-data': 'Clients',
  testimonials: sharedSectionLabels.testimonials,
  'questions-and-answers': sharedSectionLabels['questions-and-answers'],
};

/** The provider page's anchors (the spec has none for providers: the card, the services, then the references). */
export const providerAnchors: SectionAnchor<ProviderContentSection>[] = [
  { anchor: 'general', label: 'General', sections: ['your-details', 'provider-status', 'overview'] },
  { anchor: 'services', label: 'Services and clients', sections: ['service-provider-details', 'additional-data'] },
  { anchor: 'references', label: 'References', sections: ['reference-mentions', 'testimonials', 'questions-and-answers'] },
];

/** The service provider kind of the generic profile pages: its sections (the pages call api/service-provider through the api-client). */
export const providerKind: ProfileKind<ProviderContentSection> = {
  type: 'serviceProvider',
  noun: 'service provider',
  path: profileTypePaths.serviceProvider,
  anchors: providerAnchors,
  specs: providerSectionSpecs,
  labels: providerSectionLabels,
  statusSection: 'provider-status',
  statusOnlyOwners: 'Only owners and admins of the service provider change its provider status.',
  header: {
    logo: { section: 'your-details', field: 'logo' },
    headline: { section: 'your-details', field: 'headline' },
    figures: [
      { section: 'your-details', field: 'type', label: 'Type' },
      { section: 'provider-status', field: 'providerStatus', label: 'Status' },
      { section: 'your-details', field: 'headquarterLocation' },
      { section: 'service-provider-details', field: 'clientsCount', label: 'Clients' },
      { section: 'service-provider-details', field: 'employeesNumber', label: 'Employees' },
      { section: 'service-provider-details', field: 'geographies' },
    ],
  },
};
