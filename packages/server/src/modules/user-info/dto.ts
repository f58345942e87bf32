import { type ProfileType, profileTypes } from '@fundnet/validation-schema';
import type { UserRow } from '../users';
import type { userInfo } from './tables';

export type UserInfoRow = typeof userInfo.$inferSelect;

/** The user's personal details as the client sees them: names and phone from users, the rest from user_info. */
export interface UserInfoDto {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  countryOfResidence: string | null;
  describesYouBest: string | null;
  jobTitle: string | null;
  companyName: string | null;
  linkedinUrl: string | null;
  pointsOfInterest: string[];
  investorStyle: string | null;
  crmLink: string | null;
  onboardingProfileType: ProfileType | null;
  smsVerificationSkipped: boolean;
}

type UserPart = Pick<UserRow, 'firstName' | 'lastName' | 'phoneNumber'>;

/** `info` is null for a user who has not filled in any details yet. */
export function toUserInfoDto(user: UserPart, info: UserInfoRow | null | undefined): UserInfoDto {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    countryOfResidence: info?.countryOfResidence ?? null,
    describesYouBest: info?.describesYouBest ?? null,
    jobTitle: info?.jobTitle ?? null,
    companyName: info?.companyName ?? null,
    linkedinUrl: info?.linkedinUrl ?? null,
    pointsOfInterest: info?.pointsOfInterest ?? [],
    investorStyle: info?.investorStyle ?? null,
    crmLink: info?.crmLink ?? null,
    onboardingProfileType: isProfileType(info?.onboardingProfileType) ? info.onboardingProfileType : null,
    smsVerificationSkipped: info?.smsVerificationSkipped ?? false,
  };
}

const isProfileType = (value: string | null | undefined): value is ProfileType => (profileTypes as readonly string[]).includes(value ?? '');
