/** A valid document of every service provider section (the tests' and the seed's reference shapes). */
export const validProviderSections = {
  'admin-section': { verified: 'No', featured: 'Yes', internalNote: 'Partner since 2024' },
  'your-details': {
    serviceProviderEntity: 'Harbourside Fund Services S.à r.l.',
    companyName: 'Harbourside Fund Administration',
    headquarterLocation: 'Luxembourg',
    type: 'fundAdministration',
    url: 'https://harbourside.example.com',
    logo: 'https://harbourside.example.com/logo.png',
    headline: 'Fund administration for emerging managers',
  },
  'provider-status': { providerStatus: 'AcceptingClients' },
  overview: {
    companyBlurbSummary: 'NAV calculation, investor onboarding and reporting for VC and PE funds.',
    mainOfferings: ['NAV calculation', 'Investor onboarding (KYC/AML)'],
    keywords: ['Luxembourg', 'AIFM'],
  },
  'service-provider-details': {
    clientsCount: 42,
    employeesNumber: 35,
    averageCosts: { value: 60_000, currency: 'EUR' },
    geographies: ['dach', 'nordics'],
    keyPeople: [{ name: 'Claire Martin', position: 'Managing Director' }],
  },
  'reference-mentions': {
    references: [{ name: 'Anna Keller', description: 'Flawless first close.' }],
    pressClippings: [
      { name: 'Paperjam', url: 'https://paperjam.example.com/harbourside', publishingDate: '2024-09-10', teaserText: 'New fund admin.' },
    ],
  },
  'additional-data': { clients: [{ name: 'Northwind Ventures II', type: 'VC fund', geography: 'dach', url: 'https://northwind.vc' }] },
  testimonials: { testimonials: [{ name: 'Ben Weber', description: 'Fast, precise and friendly.' }] },
  'questions-and-answers': { items: [{ question: 'Do you serve first-time funds?', answer: 'Yes, from fund I.' }] },
  'require-nda': { requireNda: true, sections: ['additional-data'] },
  'hidden-fields': { fields: ['service-provider-details.averageCosts'] },
  'not-applicable-fields': { fields: ['service-provider-details.clientsCount'] },
} as const;
