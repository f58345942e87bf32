import type * as v from 'valibot';
import { emailSchema } from '../rules/email';
import { formObject } from '../rules/object';

/** Request a password reset e-mail (POST /api/auth/request-reset-password). */
export const requestResetPasswordSchema = formObject({ email: emailSchema });
export type RequestResetPasswordFormInput = v.InferInput<typeof requestResetPasswordSchema>;
export type RequestResetPasswordForm = v.InferOutput<typeof requestResetPasswordSchema>;
