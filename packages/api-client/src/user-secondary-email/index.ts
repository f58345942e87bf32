export { type SecondaryEmailInput, addSecondaryEmail, useAddSecondaryEmail } from './add-secondary-email';
export { deleteSecondaryEmail, useDeleteSecondaryEmail } from './delete-secondary-email';
export { getSecondaryEmails, type SecondaryEmail, secondaryEmailsQueryOptions, useSecondaryEmails } from './get-secondary-emails';
export { userSecondaryEmailKeys } from './keys';
export {
  type ResendSecondaryEmailQuery,
  resendSecondaryEmailValidation,
  useResendSecondaryEmailValidation,
} from './resend-secondary-email-validation';
export { type SwitchPrimaryEmailReply, switchPrimaryEmail, useSwitchPrimaryEmail } from './switch-primary-email';
export {
  type VerifySecondaryEmailQuery,
  type VerifySecondaryEmailReply,
  useVerifySecondaryEmail,
  verifySecondaryEmail,
} from './verify-secondary-email';
