import * as v from 'valibot';
import { profileMemberRoleSchema, profileStatusSchema, profileTypeSchema } from '../enums/profiles';
import { changePasswordSchema } from '../forms/change-password';
import { formObject } from '../rules/object';
import { currentPasswordSchema } from '../rules/password';
import { userInfoSchema } from './user-info';

/**
 * Contract of the users family (api/users): who am I, confirming the password before a sensitive
 * action, and changing it.
 */

export const usersMessages = {
  /** The current password given to change-password does not match (422 on currentPassword). */
  currentPasswordIncorrect: 'Current password is incorrect.', // not in spec
  newPasswordSameAsCurrent: 'The new password must be different from the current password.', // not in spec
} as const;

/** A user as the client sees them (no hashes, no internal timestamps). */
export const userSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.nullable(v.string()),
  emailVerified: v.boolean(),
  phoneVerified: v.boolean(),
  isAdmin: v.boolean(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type User = v.InferOutput<typeof userSchema>;

/** A profile the user is a member of, with their role on it. */
export const userProfileSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: profileTypeSchema,
  name: v.string(),
  slug: v.string(),
  status: profileStatusSchema,
  role: profileMemberRoleSchema,
});
export type UserProfile = v.InferOutput<typeof userProfileSchema>;

/** GET api/users/get-me. */
export const getMeReply = v.object({
  user: userSchema,
  /** Profiles the user is a member of (deleted profiles left out), oldest membership first. */
  profiles: v.array(userProfileSchema),
  /** The active profile of this session (auth/profile-switch), or null. */
  activeProfileId: v.nullable(v.string()),
  userInfo: userInfoSchema,
});
export type GetMeReply = v.InferOutput<typeof getMeReply>;

/** POST api/users/validate-password: re-confirms the current password before a sensitive action. */
export const validatePasswordBody = formObject({
  password: currentPasswordSchema,
});
export type ValidatePasswordInput = v.InferOutput<typeof validatePasswordBody>;

export const validatePasswordReply = v.object({
  valid: v.boolean(),
});
export type ValidatePasswordReply = v.InferOutput<typeof validatePasswordReply>;

/**
 * POST api/users/change-password: the change-password form (the current password, required, and
 * a new one with the password rules), plus: the new password differs from the current one.
 */
export const changePasswordBody = v.pipe(
  changePasswordSchema,
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      usersMessages.newPasswordSameAsCurrent,
    ),
    ['newPassword'],
  ),
);
export type ChangePasswordInput = v.InferOutput<typeof changePasswordBody>;
/** What a form holds before validation. */
export type ChangePasswordFormValues = v.InferInput<typeof changePasswordBody>;

/**
 * Reply of change-password: every session of the user has been ended (this one too); this is
 * the new token for the client that made the change.
 */
export const changePasswordReply = v.object({
  token: v.string(),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ChangePasswordReply = v.InferOutput<typeof changePasswordReply>;
