import * as v from 'valibot';
import { addSecondaryEmailSchema } from '../forms/add-secondary-email';
import { formObject } from '../rules/object';
import { verificationCodeSchema } from '../rules/verification-code';
import { userSchema } from './users';

/**
 * Contract of the userSecondaryEmail family (api/userSecondaryEmail): extra e-mail addresses of the
 * signed-in user, verified by a mailed link; a verified one can become the primary e-mail.
 */

/** How long a secondary e-mail verification link stays valid. */
export const SECONDARY_EMAIL_CODE_TTL_HOURS = 48;

export const secondaryEmailMessages = {
  usedByAccount: 'This email address is already used by an account.', // not in spec
  alreadyAdded: 'You have already added this email address.', // not in spec
  notFound: 'This email address is not one of your secondary email addresses.', // not in spec
  alreadyVerified: 'This email address is already verified.', // not in spec
  notVerified: 'Verify this email address before making it your primary email.', // not in spec
  codeInvalid: 'This verification link is not valid.', // not in spec
  codeUsed: 'This verification link has already been used.', // not in spec
  codeExpired: 'This verification link has expired. Please request a new one.', // not in spec
} as const;

/** An e-mail address given in a body or query: the add form's rule (required, valid, trimmed), lower-cased. */
const emailAddress = v.pipe(addSecondaryEmailSchema.entries.email, v.toLowerCase());

/** A secondary e-mail address of the user. */
export const secondaryEmailSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  verified: v.boolean(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type SecondaryEmail = v.InferOutput<typeof secondaryEmailSchema>;

/** GET api/userSecondaryEmail: oldest first. */
export const secondaryEmailListReply = v.array(secondaryEmailSchema);

/** POST api/userSecondaryEmail (add; a verification link is mailed to it), DELETE (remove), switch-primary-email. */
export const secondaryEmailBody = formObject({
  email: emailAddress,
});
export type SecondaryEmailInput = v.InferOutput<typeof secondaryEmailBody>;
/** What a form holds before validation. */
export type SecondaryEmailFormValues = v.InferInput<typeof secondaryEmailBody>;

/** GET api/userSecondaryEmail/resend-secondary-email-validation?email= */
export const resendSecondaryEmailQuery = formObject({
  email: emailAddress,
});
export type ResendSecondaryEmailQuery = v.InferOutput<typeof resendSecondaryEmailQuery>;

/** GET api/userSecondaryEmail/verify-secondary-email?verificationCode= (no sign-in needed: the link comes from the mailbox). */
export const verifySecondaryEmailQuery = formObject({
  verificationCode: verificationCodeSchema,
});
export type VerifySecondaryEmailQuery = v.InferOutput<typeof verifySecondaryEmailQuery>;

export const verifySecondaryEmailReply = v.object({
  email: v.string(),
  verified: v.literal(true),
});
export type VerifySecondaryEmailReply = v.InferOutput<typeof verifySecondaryEmailReply>;

/** POST api/userSecondaryEmail/switch-primary-email: the user with the new primary e-mail. */
export const switchPrimaryEmailReply = v.object({
  user: userSchema,
});
export type SwitchPrimaryEmailReply = v.InferOutput<typeof switchPrimaryEmailReply>;
