import type * as v from 'valibot';
import { messages } from '../messages';
import { formObject } from '../rules/object';
import {
  crunchbaseUrlSchema,
  dealroomUrlSchema,
  facebookUrlSchema,
  linkedinUrlSchema,
  mediumUrlSchema,
  optionalUrl,
  twitterUrlSchema,
} from '../rules/url';

/** The links of a profile: all optional, empty becomes null, each on its own host. */
export const linksSchema = formObject({
  url: optionalUrl(messages.enterCorrectUrl),
  linkedinUrl: linkedinUrlSchema,
  facebookUrl: facebookUrlSchema,
  twitterUrl: twitterUrlSchema,
  crunchbaseUrl: crunchbaseUrlSchema,
  mediumUrl: mediumUrlSchema,
  dealroomUrl: dealroomUrlSchema,
});
export type LinksFormInput = v.InferInput<typeof linksSchema>;
export type LinksForm = v.InferOutput<typeof linksSchema>;
