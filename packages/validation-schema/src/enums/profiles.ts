import * as v from 'valibot';
import { messages } from '../messages';

/** The three kinds of profile (sent as meta-profile-type). */
export const profileTypes = ['fund', 'investor', 'serviceProvider'] as const;
export type ProfileType = (typeof profileTypes)[number];
export const profileTypeSchema = v.picklist(profileTypes, messages.invalidProfileType);

/**
 * Profile status. The spec says statuses exist per profile type and drafts can be deleted, but
 * not the values: this set is our design. draft → pendingApproval → published | rejected;
 * rejected → pendingApproval (after edits); published → archived; only draft may be deleted.
 */
export const profileStatuses = ['draft', 'pendingApproval', 'published', 'rejected', 'archived'] as const;
export type ProfileStatus = (typeof profileStatuses)[number];
export const profileStatusSchema = v.picklist(profileStatuses, messages.invalidProfileStatus);

/** Allowed status changes of the design above. */
export const profileStatusTransitions: Readonly<Record<ProfileStatus, readonly ProfileStatus[]>> = {
  draft: ['pendingApproval'],
  pendingApproval: ['published', 'rejected'],
  published: ['pendingApproval', 'archived'],
  rejected: ['pendingApproval'],
  archived: ['pendingApproval'],
};

export function canChangeProfileStatus(from: ProfileStatus, to: ProfileStatus): boolean {
  return profileStatusTransitions[from].includes(to);
}

/** Roles of a member of a profile, strongest first (our design; the spec shows no role rules). */
export const profileMemberRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export type ProfileMemberRole = (typeof profileMemberRoles)[number];
export const profileMemberRoleSchema = v.picklist(profileMemberRoles, messages.invalidProfileMemberRole);

/** Rank of each member role: higher is stronger. */
export const profileMemberRoleRank: Readonly<Record<ProfileMemberRole, number>> = {
  owner: 3,
  admin: 2,
  editor: 1,
  viewer: 0,
};

/** True when `role` is `min` or stronger, e.g. `roleAtLeast('admin', 'editor') === true`. */
export function roleAtLeast(role: ProfileMemberRole, min: ProfileMemberRole): boolean {
  return profileMemberRoleRank[role] >= profileMemberRoleRank[min];
}

export const fundMaturities = ['Emerging', 'Developing', 'Established'] as const;
export type FundMaturity = (typeof fundMaturities)[number];
export const fundMaturitySchema = v.picklist(fundMaturities, messages.invalidFundMaturity);

/** Investor investmentStatus. */
export const investorInvestmentStatuses = ['ActivelyInvesting', 'NotInvesting'] as const;
export type InvestorInvestmentStatus = (typeof investorInvestmentStatuses)[number];
export const investorInvestmentStatusSchema = v.picklist(investorInvestmentStatuses, messages.invalidInvestorInvestmentStatus);

export const investorStyleArchetypes = [
  'ConsultantFollower',
  'AlphaHunter',
  'KnowledgeSeeker',
  'Traditionalist',
  'Simplifier',
  'Wizard',
] as const;
export type InvestorStyleArchetype = (typeof investorStyleArchetypes)[number];
export const investorStyleArchetypeSchema = v.picklist(investorStyleArchetypes, messages.invalidInvestorStyleArchetype);

/** Fundraising status of a fund; the date labels of the profile change with it. */
export const fundraisingStatuses = ['currently-fundraising', 'closed', 'pre-marketing', 'evergreen', 'stealth-mode'] as const;
export type FundraisingStatus = (typeof fundraisingStatuses)[number];
export const fundraisingStatusSchema = v.picklist(fundraisingStatuses, messages.invalidFundraisingStatus);

/**
 * Stakeholder types: Investor (LP), Fund (GP), Service provider, Startup. Values in camel case;
 * the labels are in `stakeholderTypeOptions`.
 */
export const stakeholderTypes = ['investor', 'fund', 'serviceProvider', 'startup'] as const;
export type StakeholderType = (typeof stakeholderTypes)[number];
export const stakeholderTypeSchema = v.picklist(stakeholderTypes, messages.invalidStakeholderType);

/** Verified and featured flags on investors, funds and providers. */
export const yesNo = ['Yes', 'No'] as const;
export type YesNo = (typeof yesNo)[number];
export const yesNoSchema = v.picklist(yesNo, messages.invalidYesNo);

/** Fund terms waterfall. */
export const waterfalls = ['american', 'european'] as const;
export type Waterfall = (typeof waterfalls)[number];
export const waterfallSchema = v.picklist(waterfalls, messages.invalidWaterfall);

/** Fund profile section anchors. */
export const fundProfileSections = [
  'general',
  'investmentStrategy',
  'investmentProcess',
  'teamOrganization',
  'competition',
  'financeGovernance',
  'esgImpact',
  'diversityEquityInclusion',
  'organizationBackOffice',
  'auditReporting',
  'legalTax',
  'riskSecurity',
] as const;
export type FundProfileSection = (typeof fundProfileSections)[number];
export const fundProfileSectionSchema = v.picklist(fundProfileSections, messages.invalidFundProfileSection);

/** Onboarding steps under /join (the last three repeat per profile kind). */
export const onboardingSteps = [
  'aboutYou',
  'smsVerification',
  'selectProfileType',
  'pointsOfInterest',
  'checkExistingProfiles',
  'quiz',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];
export const onboardingStepSchema = v.picklist(onboardingSteps, messages.invalidOnboardingStep);
