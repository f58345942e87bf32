import { type ContactFormType, contactFormTypeOptions } from '@fundnet/validation-schema';

export const MEMBERSHIP_APPLICATION = 'Membership application';

/**
 * The contact-us `type` of a membership application. The contract's types have no "Membership
 * application" yet (its picklist would refuse the text with a 422), so until one is added this picks
 * the closest existing type ('Membership and billing'); the message itself starts with
 * "Membership application" so the team can tell applications apart.
 */
export function membershipApplicationType(): ContactFormType {
  const exact = contactFormTypeOptions.find(
    (option) => option.label.toLowerCase() === MEMBERSHIP_APPLICATION.toLowerCase() || /^membership(application)?$/i.test(option.value),
  );
  const closest = contactFormTypeOptions.find((option) => /membership/i.test(option.label));
  return (exact ?? closest ?? contactFormTypeOptions.find((option) => option.value === 'other') ?? contactFormTypeOptions[0]).value;
}

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
