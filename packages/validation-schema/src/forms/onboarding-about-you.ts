import * as v from 'valibot';
import { messages } from '../messages';
import { countryCodes } from '../options/countries';
import { describesYouBestOptions } from '../options/onboarding';
import { optionValues } from '../options/option';
import { requiredString } from '../rules/strings';
import { formObject } from '../rules/object';

/** Onboarding step aboutYou. */
export const onboardingAboutYouSchema = formObject({
  firstName: requiredString(messages.firstNameRequired),
  lastName: requiredString(messages.lastNameRequired),
  countryOfResidence: v.picklist(countryCodes, messages.countryOfResidenceRequired),
  describesYouBest: v.picklist(optionValues(describesYouBestOptions), messages.describesYouBestRequired),
});
export type OnboardingAboutYouFormInput = v.InferInput<typeof onboardingAboutYouSchema>;
export type OnboardingAboutYouForm = v.InferOutput<typeof onboardingAboutYouSchema>;
