import type * as v from 'valibot';
import { messages } from '../messages';
import { requiredString } from '../rules/strings';
import { urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** A link to a fund (e.g. an investor's past fund investments). */
export const fundLinkSchema = formObject({
  fundUrl: urlSchema(messages.pleaseEnterCorrectUrl),
  fundName: requiredString(messages.fundNameRequired),
});
export type FundLinkFormInput = v.InferInput<typeof fundLinkSchema>;
export type FundLinkForm = v.InferOutput<typeof fundLinkSchema>;
