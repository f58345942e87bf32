import type * as v from 'valibot';
import { passwordSchema } from '../rules/password';
import { formObject } from '../rules/object';

/** Set a new password (POST /api/auth/reset-password?code=…). */
export const resetPasswordSchema = formObject({ password: passwordSchema });
export type ResetPasswordFormInput = v.InferInput<typeof resetPasswordSchema>;
export type ResetPasswordForm = v.InferOutput<typeof resetPasswordSchema>;
