import type { ContactFormType } from '@fundnet/validation-schema';

export const MEMBERSHIP_APPLICATION = 'Membership application';

/** The contact-us `type` of a membership application (/apply). */
export const membershipApplicationType: ContactFormType = 'membershipApplication';

export const applicantTypeOptions = [
  { value: 'fund', label: 'Fund manager (GP)' },
  { value: 'investor', label: 'Investor (LP)' },
  { value: 'serviceProvider', label: 'Service provider' },
] as const;
export type ApplicantType = (typeof applicantTypeOptions)[number]['value'];

export interface MembershipApplication {
  applicantType: ApplicantType;
  company: string;
  message: string;
}

/** The text the team receives: what kind of member, which company, then the applicant's own words. */
export function membershipApplicationMessage({ applicantType, company, message }: MembershipApplication): string {
  const kind = applicantTypeOptions.find((option) => option.value === applicantType)?.label ?? applicantType;
  return [`${MEMBERSHIP_APPLICATION}`, `Applying as: ${kind}`, `Company: ${company}`, '', message].join('\n');
}
