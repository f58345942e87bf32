import * as v from 'valibot';
import { profileMemberRoleSchema, profileStatusSchema, profileTypeSchema } from '../enums/profiles';
import { contactUsSchema } from '../forms/contact-us';
import { loginSchema } from '../forms/login';
import { requestResetPasswordSchema } from '../forms/request-reset-password';
import { resetPasswordSchema } from '../forms/reset-password';
import { signupPersonEntries, signupSchema } from '../forms/signup';
import { smsVerificationSchema } from '../forms/sms-verification';
import { verifyCodeSchema } from '../forms/verify-code';
import { emailSchema } from '../rules/email';
import { formObject } from '../rules/object';
import { passwordSchema } from '../rules/password';
import { optionalString, requiredString } from '../rules/strings';
import { verificationCodeSchema } from '../rules/verification-code';
import { userSchema } from './users';

/**
 * Contract of the auth family (api/auth/...): request schemas, built from the forms of the same
 * screens (so a form and the server give the same messages), and reply shapes (OpenAPI and the
 * typed client). Messages the spec has no rule for are marked `// not in spec`.
 */

// ---------------------------------------------------------------- limits and messages of this family

/** Longest first or last name accepted (our choice; the spec gives no limit). */
export const PERSON_NAME_MAX_LENGTH = 100;
/** Longest contact-form message accepted (our choice). */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const authMessages = {
  firstNameMaxLength: `First name can be at most ${PERSON_NAME_MAX_LENGTH} characters`, // not in spec
  lastNameMaxLength: `Last name can be at most ${PERSON_NAME_MAX_LENGTH} characters`, // not in spec
  contactMessageMaxLength: `Message can be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`, // not in spec
  invitationCodeRequired: 'Invitation code is required', // not in spec
  profileIdRequired: 'Profile id is required', // not in spec
  profileIdInvalid: 'Profile id is not valid', // not in spec
  isAcceptedInvalid: 'isAccepted must be true or false', // not in spec
  socialCodeRequired: 'Sign-in code is required', // not in spec
  socialCodeInvalid: 'This sign-in has expired or was already used. Please sign in again.', // not in spec
  tooManyFailedLogins: 'Too many failed sign-in attempts for this account. Please wait a few minutes, or reset your password.', // not in spec
} as const;

/** The form's name rule with an upper bound the server keeps (names are stored and shown everywhere). */
const firstNameSchema = v.pipe(signupPersonEntries.firstName, v.maxLength(PERSON_NAME_MAX_LENGTH, authMessages.firstNameMaxLength));
const lastNameSchema = v.pipe(signupPersonEntries.lastName, v.maxLength(PERSON_NAME_MAX_LENGTH, authMessages.lastNameMaxLength));
const optionalPersonName = (maxMessage: string) =>
  v.pipe(optionalString(null), v.nullable(v.pipe(v.string(), v.maxLength(PERSON_NAME_MAX_LENGTH, maxMessage))));

/** A boolean sent in a query string: 'true' / 'false' (also '1' / '0'); missing = false. */
const booleanQueryFlag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0'], authMessages.isAcceptedInvalid), 'false'),
  v.transform((value) => value === 'true' || value === '1'),
);

// ---------------------------------------------------------------- requests

/**
 * POST api/auth/signup: the sign-up form, plus `invitationCode` (optional): the code of an
 * administrator invitation (auth/admin/invite) sent to this e-mail; the new account then becomes
 * an administrator.
 */
function signupBodySchema() {
  return formObject({
    ...signupSchema.entries,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    invitationCode: optionalString(),
  });
}
// A pure call (forms/signup.ts says why): a page that reads another export of this file carries no phone rule.
export const signupBody = /* @__PURE__ */ signupBodySchema();
export type SignupBody = v.InferInput<typeof signupBody>;

/** POST api/auth/login and api/auth/admin/login: the login form (the password is only required). */
export const loginBody = loginSchema;
export type LoginBody = v.InferInput<typeof loginBody>;

/**
 * GET api/auth/verify-email?code=…&isAccepted=…: `code` is the token of the e-mailed link or the
 * 6-digit code of the same mail (the code also needs the caller's bearer token).
 * `isAccepted=true` records that the user accepted the terms.
 */
export const verifyEmailQuery = formObject({
  code: verificationCodeSchema,
  isAccepted: booleanQueryFlag,
  /**
   * With a 6-digit code and no session: the address the code was mailed to. Sign-up opens no session
   * (it must not tell whether an address has an account), so the code entered right after it names its address.
   */
  email: v.optional(emailSchema),
});
export type VerifyEmailQuery = v.InferInput<typeof verifyEmailQuery>;

/** POST api/auth/resend-email-verification?email=… */
export const resendEmailVerificationQuery = formObject({ email: emailSchema });
export type ResendEmailVerificationQuery = v.InferInput<typeof resendEmailVerificationQuery>;

/** POST api/auth/request-reset-password. */
export const requestResetPasswordBody = requestResetPasswordSchema;
export type RequestResetPasswordBody = v.InferInput<typeof requestResetPasswordBody>;

/** POST api/auth/reset-password?code=… (the code of the e-mailed link). */
export const resetPasswordQuery = formObject({ code: verificationCodeSchema });
export type ResetPasswordQuery = v.InferInput<typeof resetPasswordQuery>;
/** Body of POST api/auth/reset-password: the new password, with every password rule. */
export const resetPasswordBody = resetPasswordSchema;
export type ResetPasswordBody = v.InferInput<typeof resetPasswordBody>;

/** POST api/auth/send-sms-verification. */
export const sendSmsVerificationBody = smsVerificationSchema;
export type SendSmsVerificationBody = v.InferInput<typeof sendSmsVerificationBody>;

/** POST api/auth/verify-sms-code. */
export const verifySmsCodeBody = verifyCodeSchema;
export type VerifySmsCodeBody = v.InferInput<typeof verifySmsCodeBody>;

/** POST api/auth/profile-switch: makes a profile the active one of this session. */
export const profileSwitchBody = formObject({
  profileId: v.pipe(
    v.string(authMessages.profileIdRequired),
    v.trim(),
    v.nonEmpty(authMessages.profileIdRequired),
    v.uuid(authMessages.profileIdInvalid),
  ),
  profileType: profileTypeSchema,
});
export type ProfileSwitchBody = v.InferInput<typeof profileSwitchBody>;

/** POST api/auth/contact-us: the contact form, with upper bounds on the names and the message. */
export const contactUsBody = formObject({
  ...contactUsSchema.entries,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  message: v.pipe(contactUsSchema.entries.message, v.maxLength(CONTACT_MESSAGE_MAX_LENGTH, authMessages.contactMessageMaxLength)),
});
export type ContactUsBody = v.InferInput<typeof contactUsBody>;

/** POST api/auth/admin/invite: invites a new administrator by e-mail. */
export const adminInviteBody = formObject({
  email: emailSchema,
  firstName: optionalPersonName(authMessages.firstNameMaxLength),
  lastName: optionalPersonName(authMessages.lastNameMaxLength),
});
export type AdminInviteBody = v.InferInput<typeof adminInviteBody>;

/** POST api/auth/signup-invited-investor and api/auth/signup-invited-fund: the invitation decides the e-mail. */
export const signupInvitedBody = formObject({
  invitationCode: requiredString(authMessages.invitationCodeRequired),
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type SignupInvitedBody = v.InferInput<typeof signupInvitedBody>;

// ---------------------------------------------------------------- replies

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/** The signed-in user, as api/users shows it. */
const authUserSchema = userSchema;

/** A new session: the opaque bearer token, when it ends at the latest, and who it belongs to. */
export const authSessionReply = v.object({
  token: v.string(),
  expiresAt: isoTimestamp,
  user: authUserSchema,
});
export type AuthSession = v.InferOutput<typeof authSessionReply>;

/** Replies of verify-email and verify-sms-code. */
export const authUserReply = v.object({ user: authUserSchema });
export type AuthUserReply = v.InferOutput<typeof authUserReply>;

/**
 * verify-email's reply: the user, and a new session when a 6-digit code was checked with `email` by a
 * caller without a session (the sign-up that just happened in this browser).
 */
export const verifyEmailReply = v.object({
  user: authUserSchema,
  token: v.optional(v.string()),
  expiresAt: v.optional(isoTimestamp),
});
export type VerifyEmailReply = v.InferOutput<typeof verifyEmailReply>;

/**
 * POST auth/signup's reply without an invitation code: the same whether the address was free or already had an
 * account, so the form cannot be used to learn who is registered. The mailbox's owner gets the next step by mail.
 */
export const signupAcceptedReply = v.object({
  status: v.literal('verificationSent'),
  email: v.string(),
});
export type SignupAccepted = v.InferOutput<typeof signupAcceptedReply>;

/** Reply of profile-switch: the profile now active, with the caller's role on it. */
export const profileSwitchReply = v.object({
  profile: v.object({
    id: v.pipe(v.string(), v.uuid()),
    type: profileTypeSchema,
    name: v.string(),
    slug: v.string(),
    status: profileStatusSchema,
    role: profileMemberRoleSchema,
  }),
});
export type ProfileSwitchReply = v.InferOutput<typeof profileSwitchReply>;

/** Reply of admin/invite. */
export const adminInviteReply = v.object({
  invitationId: v.pipe(v.string(), v.uuid()),
  expiresAt: isoTimestamp,
});
export type AdminInviteReply = v.InferOutput<typeof adminInviteReply>;

/**
 * POST api/auth/social/exchange: the single-use code social sign-in hands to the app (`/login#code=…`, valid for a
 * minute, bound to the browser that signed in by an HttpOnly cookie), exchanged for a session like a login.
 */
export const socialExchangeBody = formObject({
  code: v.pipe(
    v.string(authMessages.socialCodeRequired),
    v.nonEmpty(authMessages.socialCodeRequired),
    v.maxLength(200, authMessages.socialCodeInvalid),
  ),
});
export type SocialExchangeBody = v.InferOutput<typeof socialExchangeBody>;

/** Social sign-in providers (GET api/auth/{provider} and api/auth/{provider}/callback). */
export const socialSignInProviders = ['linkedin', 'google'] as const;
export type SocialSignInProvider = (typeof socialSignInProviders)[number];
