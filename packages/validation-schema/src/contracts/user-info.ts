import * as v from 'valibot';
import { investorStyleArchetypeSchema, profileTypeSchema } from '../enums/profiles';
import { onboardingAboutYouSchema } from '../forms/onboarding-about-you';
import { onboardingPointsOfInterestSchema } from '../forms/onboarding-points-of-interest';
import { messages } from '../messages';
import { formObject } from '../rules/object';
import { optionalString } from '../rules/strings';
import { linkedinUrlSchema, optionalUrl } from '../rules/url';

/**
 * Contract of the user-info family (api/user-info): the signed-in user's personal details
 * (onboarding "about you" and User details), and the CRM link only administrators set.
 */

/** Longest first or last name accepted (our choice; the spec gives no limit). */
export const USER_NAME_MAX_LENGTH = 100;
/** Longest job title or company name accepted (our choice). */
export const USER_INFO_TEXT_MAX_LENGTH = 200;

export const userInfoMessages = {
  firstNameMaxLength: `First name can be at most ${USER_NAME_MAX_LENGTH} characters`, // not in spec
  lastNameMaxLength: `Last name can be at most ${USER_NAME_MAX_LENGTH} characters`, // not in spec
  jobTitleMaxLength: `Job title can be at most ${USER_INFO_TEXT_MAX_LENGTH} characters`, // not in spec
  companyNameMaxLength: `Company name can be at most ${USER_INFO_TEXT_MAX_LENGTH} characters`, // not in spec
} as const;

/** Optional text: blank becomes null; at most `max` characters. */
function optionalText(max: number, maxMessage: string) {
  return v.pipe(optionalString(null), v.nullable(v.pipe(v.string(), v.maxLength(max, maxMessage))));
}

/** The user's personal details as the API returns them (GET api/user-info, users/get-me). */
export const userInfoSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.nullable(v.string()),
  /** ISO 3166-1 alpha-2 code (countryOptions). */
  countryOfResidence: v.nullable(v.string()),
  /** A value of describesYouBestOptions. */
  describesYouBest: v.nullable(v.string()),
  jobTitle: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  linkedinUrl: v.nullable(v.string()),
  /** Values of pointOfInterestOptions. */
  pointsOfInterest: v.array(v.string()),
  /** An investor style archetype (the quiz result). */
  investorStyle: v.nullable(v.string()),
  /** Link to the user's CRM record; set by administrators only. */
  crmLink: v.nullable(v.string()),
  /**
   * Onboarding progress kept on the server, so signing in again (on any device) resumes at the right step: the
   * profile type being set up under /join, and whether the user chose to verify their phone later. Always sent;
   * optional in the type only so older fixtures still type-check.
   */
  onboardingProfileType: v.optional(v.nullable(profileTypeSchema)),
  smsVerificationSkipped: v.optional(v.boolean()),
});
export type UserInfo = v.InferOutput<typeof userInfoSchema>;

/**
 * PUT api/user-info: the onboarding forms' rules (forms §5), the "about you" step's fields
 * (first name, last name, country of residence, "What describes you best": always required) and
 * the points of interest step's (at least one, when given). The other fields may be left out: a
 * field that is absent keeps its stored value, `null` (or a blank text) clears it. Points of
 * interest cannot be cleared.
 */
const aboutYou = onboardingAboutYouSchema.entries;
export const updateUserInfoBody = formObject({
  ...aboutYou,
  firstName: v.pipe(aboutYou.firstName, v.maxLength(USER_NAME_MAX_LENGTH, userInfoMessages.firstNameMaxLength)),
  lastName: v.pipe(aboutYou.lastName, v.maxLength(USER_NAME_MAX_LENGTH, userInfoMessages.lastNameMaxLength)),
  jobTitle: v.optional(optionalText(USER_INFO_TEXT_MAX_LENGTH, userInfoMessages.jobTitleMaxLength)),
  companyName: v.optional(optionalText(USER_INFO_TEXT_MAX_LENGTH, userInfoMessages.companyNameMaxLength)),
  linkedinUrl: v.optional(linkedinUrlSchema),
  pointsOfInterest: v.optional(
    v.pipe(
      onboardingPointsOfInterestSchema.entries.pointsOfInterest,
      v.transform((items) => [...new Set(items)]),
    ),
  ),
  investorStyle: v.optional(v.nullable(investorStyleArchetypeSchema)),
  /** The profile type the onboarding is setting up (null: none in progress). */
  onboardingProfileType: v.optional(v.nullable(profileTypeSchema)),
  /** The user chose "verify later" at the phone step. */
  smsVerificationSkipped: v.optional(v.boolean()),
});
export type UpdateUserInfoInput = v.InferOutput<typeof updateUserInfoBody>;
/** What a form holds before validation. */
export type UpdateUserInfoFormValues = v.InferInput<typeof updateUserInfoBody>;

/** PUT api/user-info/{id} (administrators): the user's CRM link, a URL, or null (or blank) to remove it. */
export const updateUserCrmLinkBody = formObject({
  crmLink: optionalUrl(messages.invalidUrlFormat),
});
export type UpdateUserCrmLinkInput = v.InferOutput<typeof updateUserCrmLinkBody>;

/** Path parameters of api/user-info/{id}. */
export const userInfoIdParams = v.object({
  id: v.pipe(v.string(), v.description('The user id.')),
});
export type UserInfoIdParams = v.InferOutput<typeof userInfoIdParams>;
