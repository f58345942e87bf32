export { type AdminInviteBody, type AdminInviteReply, adminInvite } from './admin-invite';
export { adminLogin } from './admin-login';
export { type ContactUsBody, contactUs, useContactUs } from './contact-us';
export { authKeys } from './keys';
export { type LoginBody, login, useLogin } from './login';
export { logout, useLogout } from './logout';
export { type ProfileSwitchBody, type ProfileSwitchReply, profileSwitch, useProfileSwitch } from './profile-switch';
export { type RequestResetPasswordBody, requestResetPassword, useRequestResetPassword } from './request-reset-password';
export { type ResendEmailVerificationQuery, resendEmailVerification, useResendEmailVerification } from './resend-email-verification';
export {
  type ResetPasswordBody,
  type ResetPasswordInput,
  type ResetPasswordQuery,
  resetPassword,
  useResetPassword,
} from './reset-password';
export { type SendSmsVerificationBody, sendSmsVerification, useSendSmsVerification } from './send-sms-verification';
export type { AuthSession, SignInOptions } from './session-reply';
export { type SignupAccepted, type SignupBody, type SignupReply, signup, signupOpenedSession, useSignup } from './signup';
export { type SignupInvitedBody, signupInvitedFund, useSignupInvitedFund } from './signup-invited-fund';
export { signupInvitedInvestor, useSignupInvitedInvestor } from './signup-invited-investor';
export {
  exchangeSocialSignInCode,
  readSocialSignInResult,
  type SocialSignInProvider,
  type SocialSignInResult,
  socialSignInUrl,
  useExchangeSocialSignInCode,
} from './social-sign-in';
export { type VerifyEmailQuery, type VerifyEmailReply, useVerifyEmail, verifyEmail } from './verify-email';
export { type AuthUserReply, type VerifySmsCodeBody, useVerifySmsCode, verifySmsCode } from './verify-sms-code';
