export { type ChangePasswordInput, type ChangePasswordReply, changePassword, useChangePassword } from './change-password';
export { type GetMeReply, getMe, meQueryOptions, type User, type UserProfile, useMe, useRefreshMe } from './get-me';
export { usersKeys } from './keys';
export { type ValidatePasswordInput, type ValidatePasswordReply, validatePassword } from './validate-password';
