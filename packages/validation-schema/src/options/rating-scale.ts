import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Rating scale 1 to 5 with labels (our choice: the spec does not show the scale). */
export const ratingScaleOptions = [
  { value: 1, label: 'Poor' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very good' },
  { value: 5, label: 'Excellent' },
] as const satisfies readonly Option<number>[];
export type RatingValue = (typeof ratingScaleOptions)[number]['value'];
export const ratingScaleSchema = v.picklist(optionValues(ratingScaleOptions), messages.invalidRating);
