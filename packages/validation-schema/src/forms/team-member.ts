import type * as v from 'valibot';
import { messages } from '../messages';
import { requiredString } from '../rules/strings';
import { linkedinUrlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** Team member. */
export const teamMemberSchema = formObject({
  name: requiredString(messages.nameRequired),
  position: requiredString(messages.positionRequired),
  linkedin: linkedinUrlSchema,
});
export type TeamMemberFormInput = v.InferInput<typeof teamMemberSchema>;
export type TeamMemberForm = v.InferOutput<typeof teamMemberSchema>;
