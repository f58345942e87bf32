// The three profile families the server's section engine serves (api/fund-info, api/investor-info,
// api/service-provider: the same routes, validated by each family's contract). Every call file of this folder is
// written once for all three, parameterised by the profile type; the types below keep each call typed per family.
import type {
  CreateFundInput,
  CreateFundReply,
  CreateInvestorInput,
  CreateInvestorReply,
  CreateProviderInput,
  CreateProviderReply,
  FundSection,
  FundSectionInput,
  FundSectionState,
  FundStatusInput,
  InvestorSection,
  InvestorSectionInput,
  InvestorSectionState,
  InvestorStatusInput,
  ProfileType,
  ProviderSection,
  ProviderSectionInput,
  ProviderSectionState,
  ProviderStatusInput,
  UnlockFundSectionInput,
  UnlockInvestorSectionInput,
  UnlockProviderSectionInput,
} from '@fundnet/validation-schema';
import type { ApiPath } from '../http/api-client';
import { type QueryKeyFamily, queryKeys } from '../query/query-keys';

/** The API family (path segment and query-key root) of each profile type. */
export const profileFamilies = {
  fund: 'fund-info',
  investor: 'investor-info',
  serviceProvider: 'service-provider',
} as const satisfies Record<ProfileType, string>;

export type ProfileFamily = (typeof profileFamilies)[ProfileType];

/**
 * Query keys of the three families: [family, endpoint, ...params], profile-scoped reads ending with
 * { profileScope }: [family, 'owner-view' | 'density', { profileScope }], [family, 'section', section, { profileScope }],
 * [family, 'public', slug, { profileScope }] (the viewer's NDA unlocks), [family, 'check-existing', query].
 * `profileFamilyKeys[type].all` reaches every query of a family.
 */
export const profileFamilyKeys: Readonly<Record<ProfileType, QueryKeyFamily<ProfileFamily>>> = {
  fund: queryKeys(profileFamilies.fund),
  investor: queryKeys(profileFamilies.investor),
  serviceProvider: queryKeys(profileFamilies.serviceProvider),
};

/** `api/fund-info`, `api/investor-info` or `api/service-provider`: the base of every call of this folder. */
export function familyPath(type: ProfileType): ApiPath {
  return `api/${profileFamilies[type]}`;
}

/** What each family's contract says (from @fundnet/validation-schema), for typing the shared calls per family. */
export interface ProfileFamilyContracts {
  fund: {
    section: FundSection;
    input: { [S in FundSection]: FundSectionInput<S> };
    state: { [S in FundSection]: FundSectionState<S> };
    statusSection: 'fundraising-status';
    statusInput: FundStatusInput;
    ndaSection: UnlockFundSectionInput['section'];
    createInput: CreateFundInput;
    createReply: CreateFundReply;
  };
  investor: {
    section: InvestorSection;
    input: { [S in InvestorSection]: InvestorSectionInput<S> };
    state: { [S in InvestorSection]: InvestorSectionState<S> };
    statusSection: 'investment-status';
    statusInput: InvestorStatusInput;
    ndaSection: UnlockInvestorSectionInput['section'];
    createInput: CreateInvestorInput;
    createReply: CreateInvestorReply;
  };
  serviceProvider: {
    section: ProviderSection;
    input: { [S in ProviderSection]: ProviderSectionInput<S> };
    state: { [S in ProviderSection]: ProviderSectionState<S> };
    statusSection: 'provider-status';
    statusInput: ProviderStatusInput;
    ndaSection: UnlockProviderSectionInput['section'];
    createInput: CreateProviderInput;
    createReply: CreateProviderReply;
  };
}

/** A profile of type T (the `type` narrows every call that acts as it to T's contract). */
export interface ProfileOf<T extends ProfileType> {
  id: string;
  type: T;
}

// Each type distributes over T, so with T = ProfileType (a page serving all three kinds) it is the union of the three.
export type SectionOf<T extends ProfileType> = T extends ProfileType ? ProfileFamilyContracts[T]['section'] : never;
/** The sections members edit with edit/{section} (admin-section: editProfileAdminSection; the status section: updateProfileStatus). */
export type EditableSectionOf<T extends ProfileType> = T extends ProfileType
  ? Exclude<ProfileFamilyContracts[T]['section'], 'admin-section' | ProfileFamilyContracts[T]['statusSection']>
  : never;
export type SectionInputOf<T extends ProfileType, S extends string> = T extends ProfileType
  ? S extends keyof ProfileFamilyContracts[T]['input']
    ? ProfileFamilyContracts[T]['input'][S]
    : never
  : never;
export type SectionStateOf<T extends ProfileType, S extends string> = T extends ProfileType
  ? S extends keyof ProfileFamilyContracts[T]['state']
    ? ProfileFamilyContracts[T]['state'][S]
    : never
  : never;
export type StatusSectionOf<T extends ProfileType> = T extends ProfileType ? ProfileFamilyContracts[T]['statusSection'] : never;
export type StatusInputOf<T extends ProfileType> = T extends ProfileType ? ProfileFamilyContracts[T]['statusInput'] : never;
export type NdaSectionOf<T extends ProfileType> = T extends ProfileType ? ProfileFamilyContracts[T]['ndaSection'] : never;
export type CreateInputOf<T extends ProfileType> = T extends ProfileType ? ProfileFamilyContracts[T]['createInput'] : never;
export type CreateReplyOf<T extends ProfileType> = T extends ProfileType ? ProfileFamilyContracts[T]['createReply'] : never;
