import type * as v from 'valibot';
import { phoneSchema } from '../rules/phone';
import { formObject } from '../rules/object';

/** Onboarding SMS step, first half (POST /api/auth/send-sms-verification). */
export const smsVerificationSchema = formObject({ phoneNumber: phoneSchema });
export type SmsVerificationFormInput = v.InferInput<typeof smsVerificationSchema>;
export type SmsVerificationForm = v.InferOutput<typeof smsVerificationSchema>;
