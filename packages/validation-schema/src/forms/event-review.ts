import * as v from 'valibot';
import { messages } from '../messages';
import { eventAttendanceOptions } from '../options/events';
import { describesYouBestOptions } from '../options/onboarding';
import { optionValues } from '../options/option';
import { requiredWhen } from '../rules/conditional';
import { isoDate } from '../rules/dates';
import { emailSchema } from '../rules/email';
import { optionalRating, rating } from '../rules/numbers';
import { phoneSchema } from '../rules/phone';
import { optionalLongText, optionalString, requiredLongText, requiredString } from '../rules/strings';
import { requiredLinkedinUrlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** A rated criterion of an event review: rating required ('Rating is required'), comment optional. */
export const eventReviewCriterionSchema = formObject(
  {
    rating: rating(messages.ratingRequired),
    comment: optionalLongText(),
  },
  messages.ratingRequired,
);

/** The food and beverage criterion: rating optional. */
export const optionalEventReviewCriterionSchema = v.nullish(formObject({ rating: optionalRating(), comment: optionalString() }), null);

/**
 * Review of an event. At least one date of attendance when the perspective is haveAttended;
 * reviewerLasttName is spelled as in the spec.
 */
export const eventReviewSchema = v.pipe(
  formObject({
    analysisPerspective: v.picklist(optionValues(eventAttendanceOptions), messages.analysisPerspectiveRequired),
    datesOfAttendance: v.nullish(v.array(isoDate(messages.invalidDate)), () => []),
    reviewerFirstName: requiredString(messages.firstNameRequired),
    reviewerLasttName: requiredString(messages.lastNameRequired),
    reviewerBestDescription: v.picklist(optionValues(describesYouBestOptions), messages.describesYouBestRequired),
    reviewerLinkedinUrl: requiredLinkedinUrlSchema,
    reviewerEmail: emailSchema,
    reviewerPhoneNumber: phoneSchema,
    reviewerCompanyName: requiredString(messages.companyNameRequired),
    generalRating: rating(messages.generalRatingRequired),
    shortFeedback: requiredLongText(messages.shortFeedbackRequired),
    generalFeedback: requiredLongText(messages.generalFeedbackRequired),
    qualityOfLPsAttending: eventReviewCriterionSchema,
    qualityOfGPsAttending: eventReviewCriterionSchema,
    qualityAndRelevance: eventReviewCriterionSchema,
    networkingPotential: eventReviewCriterionSchema,
    qualityOfSideEvents: eventReviewCriterionSchema,
    valueForMoney: eventReviewCriterionSchema,
    foodAndBeverageQuality: optionalEventReviewCriterionSchema,
  }),
  requiredWhen(
    'datesOfAttendance',
    'analysisPerspective',
    (perspective) => perspective === 'haveAttended',
    messages.atLeastOneDateOfAttendance,
  ),
);
export type EventReviewFormInput = v.InferInput<typeof eventReviewSchema>;
export type EventReviewForm = v.InferOutput<typeof eventReviewSchema>;
