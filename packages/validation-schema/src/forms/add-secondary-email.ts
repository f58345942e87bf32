import type * as v from 'valibot';
import { emailSchema } from '../rules/email';
import { formObject } from '../rules/object';

/** Add a secondary e-mail address (POST /api/userSecondaryEmail). */
export const addSecondaryEmailSchema = formObject({ email: emailSchema });
export type AddSecondaryEmailFormInput = v.InferInput<typeof addSecondaryEmailSchema>;
export type AddSecondaryEmailForm = v.InferOutput<typeof addSecondaryEmailSchema>;
