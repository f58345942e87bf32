import * as v from 'valibot';
import { optionalRating } from '../rules/numbers';
import { formObject } from '../rules/object';

/**
 * Contract of the providerRating family (api/providerRating): profiles like and score (1..5) a service provider.
 * One rating per rating profile and provider. Our design (modules/provider-rating/README.md):
 *
 * - GET providerRating/{providerId}: likes, average score, number of scores, and the active profile's own rating.
 * - PUT providerRating/{providerId} { liked?, score? }: the active profile likes / scores (null clears the score).
 * - DELETE providerRating/{providerId}: the active profile withdraws its like and score.
 */
export const providerRatingMessages = {
  providerNotFound: 'This service provider does not exist.', // not in spec
  ownProfile: 'A profile cannot rate itself.', // not in spec
  likedInvalid: 'Liked must be true or false', // not in spec
  nothingToSave: 'Like or score the provider', // not in spec
} as const;

export const providerRatingParams = v.object({
  providerId: v.pipe(v.string(), v.uuid(providerRatingMessages.providerNotFound)),
});

export const providerRatingBody = v.pipe(
  formObject({
    liked: v.optional(v.boolean(providerRatingMessages.likedInvalid)),
    score: v.optional(optionalRating()),
  }),
  v.check((body) => body.liked !== undefined || body.score !== undefined, providerRatingMessages.nothingToSave),
);
export type ProviderRatingInput = v.InferInput<typeof providerRatingBody>;

export const providerRatingSummarySchema = v.object({
  providerId: v.pipe(v.string(), v.uuid()),
  likes: v.number(),
  averageScore: v.nullable(v.number()),
  scores: v.number(),
  /** The active profile's own rating (null without one, or without an active profile). */
  mine: v.nullable(v.object({ liked: v.boolean(), score: v.nullable(v.number()) })),
});
export type ProviderRatingSummary = v.InferOutput<typeof providerRatingSummarySchema>;
