import * as v from 'valibot';
import { feedbackCategories } from '../enums/feedback';
import { messages } from '../messages';
import { analysisStageOptions } from '../options/feedback';
import { optionValues } from '../options/option';
import { atLeastOne } from '../rules/lists';
import { optionalRating, rating } from '../rules/numbers';
import { nonEmptyStringList, optionalLongText, requiredLongText } from '../rules/strings';
import { formObject } from '../rules/object';

/** A sub-criterion of a rating category: rating and comment both optional. */
export const feedbackCriterionSchema = formObject({
  rating: optionalRating(),
  comment: optionalLongText(),
});

/**
 * One of the six rating categories: the total rating is required ('Rating is required'), the
 * comment and the sub-criteria (keyed by criterion id) are optional.
 */
export const feedbackCategoryRatingSchema = formObject(
  {
    rating: rating(messages.ratingRequired),
    comment: optionalLongText(),
    criteria: v.nullish(v.record(v.string(), feedbackCriterionSchema), () => ({})),
  },
  messages.ratingRequired,
);

/** Feedback of an investor on a fund (fund-feedback). */
export const feedbackSchema = formObject({
  analysisStage: v.picklist(optionValues(analysisStageOptions), messages.analysisStageRequired),
  generalRating: rating(messages.generalRatingRequiredForFeedback),
  generalFeedback: requiredLongText(messages.generalFeedbackRequiredForFeedback),
  likedThings: nonEmptyStringList(messages.atLeastOneLikedThing),
  improveThings: nonEmptyStringList(messages.atLeastOneImproveThing),
  weakSpots: atLeastOne(v.picklist(feedbackCategories, messages.atLeastOneWeakSpot), messages.atLeastOneWeakSpot),
  otherReasons: optionalLongText(),
  stayAnonymous: v.optional(v.boolean(), false),
  willingToJumpOnCall: v.optional(v.boolean(), false),
  shareWithFund: v.optional(v.boolean(), false),
  portfolioFit: feedbackCategoryRatingSchema,
  trackRecord: feedbackCategoryRatingSchema,
  strategy: feedbackCategoryRatingSchema,
  processes: feedbackCategoryRatingSchema,
  team: feedbackCategoryRatingSchema,
  risk: feedbackCategoryRatingSchema,
});
export type FeedbackFormInput = v.InferInput<typeof feedbackSchema>;
export type FeedbackForm = v.InferOutput<typeof feedbackSchema>;
