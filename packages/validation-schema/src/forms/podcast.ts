import type * as v from 'valibot';
import { messages } from '../messages';
import { optionalString, requiredString } from '../rules/strings';
import { urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** Podcast or interview. `length` is free text, e.g. '45 min'. */
export const podcastSchema = formObject({
  name: requiredString(messages.nameRequired),
  length: optionalString(),
  url: urlSchema(messages.podcastLinkInvalid),
});
export type PodcastFormInput = v.InferInput<typeof podcastSchema>;
export type PodcastForm = v.InferOutput<typeof podcastSchema>;
