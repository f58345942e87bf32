import type * as v from 'valibot';
import { verificationCodeSchema } from '../rules/verification-code';
import { formObject } from '../rules/object';

/** A verification code (SMS code, secondary e-mail code): required, at least 5 characters. */
export const verifyCodeSchema = formObject({ code: verificationCodeSchema });
export type VerifyCodeFormInput = v.InferInput<typeof verifyCodeSchema>;
export type VerifyCodeForm = v.InferOutput<typeof verifyCodeSchema>;
