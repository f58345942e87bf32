import * as v from 'valibot';
import { messages } from '../messages';
import { passwordSchema } from '../rules/password';
import { formObject } from '../rules/object';

/** Change password (POST /api/users/change-password). */
export const changePasswordSchema = formObject({
  currentPassword: v.pipe(v.string(messages.currentPasswordRequired), v.nonEmpty(messages.currentPasswordRequired)),
  newPassword: passwordSchema,
});
export type ChangePasswordFormInput = v.InferInput<typeof changePasswordSchema>;
export type ChangePasswordForm = v.InferOutput<typeof changePasswordSchema>;
