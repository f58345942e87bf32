import type { ProfileType } from '@fundnet/api-client';

/** The sections each kind of profile will hold (product spec §3), shown while they are being built. */
export const profileSectionsByType: Record<ProfileType, string[]> = {
  fund: [
    'Fund details and overview',
    'Fund terms and target portfolio geography',
    'Fund introduction and highlighted investments',
    'Portfolio and co-investors',
    'Key people and testimonials',
    'References and mentions',
    'Questions and answers',
    'Contact and social media',
  ],
  investor: [
    'Your details and overview',
    'Investor details',
    'Portfolio and investor graph',
    'Testimonials',
    'References and mentions',
    'Questions and answers',
  ],
  serviceProvider: [
    'Your details and overview',
    'Service provider details',
    'Testimonials',
    'References and mentions',
    'Questions and answers',
  ],
};

/** The fund profile's section anchors (product spec §2), the parts of the fund edit page. */
export const fundSectionAnchors: { anchor: string; label: string }[] = [
  { anchor: 'general', label: 'General' },
  { anchor: 'investmentStrategy', label: 'Investment strategy' },
  { anchor: 'investmentProcess', label: 'Investment process' },
  { anchor: 'teamOrganization', label: 'Team and organisation' },
  { anchor: 'competition', label: 'Competition' },
  { anchor: 'financeGovernance', label: 'Finance and governance' },
  { anchor: 'esgImpact', label: 'ESG and impact' },
  { anchor: 'diversityEquityInclusion', label: 'Diversity, equity and inclusion' },
  { anchor: 'organizationBackOffice', label: 'Organisation and back office' },
  { anchor: 'auditReporting', label: 'Audit and reporting' },
  { anchor: 'legalTax', label: 'Legal and tax' },
  { anchor: 'riskSecurity', label: 'Risk and security' },
];
