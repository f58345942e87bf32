import type * as v from 'valibot';
import { messages } from '../messages';
import { isoDate } from '../rules/dates';
import { requiredLongText, requiredString } from '../rules/strings';
import { urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** Press clipping: every field required, the website too. */
export const pressClippingSchema = formObject({
  name: requiredString(messages.nameRequired),
  url: urlSchema(messages.enterCorrectUrl, messages.pleaseEnterWebsite),
  publishingDate: isoDate(messages.publishingDateRequired),
  teaserText: requiredLongText(messages.teaserTextRequired),
});
export type PressClippingFormInput = v.InferInput<typeof pressClippingSchema>;
export type PressClippingForm = v.InferOutput<typeof pressClippingSchema>;
