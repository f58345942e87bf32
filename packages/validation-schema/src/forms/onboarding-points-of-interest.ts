import * as v from 'valibot';
import { messages } from '../messages';
import { pointOfInterestOptions } from '../options/onboarding';
import { optionValues } from '../options/option';
import { atLeastOne } from '../rules/lists';
import { formObject } from '../rules/object';

/** Onboarding step pointsOfInterest (per profile kind): at least one. */
export const onboardingPointsOfInterestSchema = formObject({
  pointsOfInterest: atLeastOne(
    v.picklist(optionValues(pointOfInterestOptions), messages.atLeastOnePointOfInterest),
    messages.atLeastOnePointOfInterest,
  ),
});
export type OnboardingPointsOfInterestFormInput = v.InferInput<typeof onboardingPointsOfInterestSchema>;
export type OnboardingPointsOfInterestForm = v.InferOutput<typeof onboardingPointsOfInterestSchema>;
