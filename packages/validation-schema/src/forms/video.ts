import type * as v from 'valibot';
import { messages } from '../messages';
import { requiredString } from '../rules/strings';
import { urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** Video. */
export const videoSchema = formObject({
  type: requiredString(messages.videoTypeRequired),
  name: requiredString(messages.nameRequired),
  url: urlSchema(messages.videoLinkInvalid),
});
export type VideoFormInput = v.InferInput<typeof videoSchema>;
export type VideoForm = v.InferOutput<typeof videoSchema>;
