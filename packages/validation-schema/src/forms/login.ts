import type * as v from 'valibot';
import { emailSchema } from '../rules/email';
import { currentPasswordSchema } from '../rules/password';
import { formObject } from '../rules/object';

/** Login (POST /api/auth/login, /api/auth/admin/login): e-mail valid and required, password required. */
export const loginSchema = formObject({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginFormInput = v.InferInput<typeof loginSchema>;
export type LoginForm = v.InferOutput<typeof loginSchema>;
