import { useChangePassword } from '@fundnet/api-client';
import { Form, PasswordField, SectionCard, useNotify, useValibotForm } from '@fundnet/design-system';
import { changePasswordSchema, formObject, usersMessages } from '@fundnet/validation-schema';
import { Alert } from '@mui/material';
import { useState } from 'react';
import * as v from 'valibot';

export const changePasswordFormMessages = {
  confirmPasswordRequired: 'Please confirm your new password', // not in spec
  passwordsDoNotMatch: 'The passwords do not match', // not in spec
  changed: 'Your password was changed. You were signed out of your other sessions; this one stays signed in.', // not in spec
} as const;

/**
 * The change-password form: the API's rules (current password required, the new one with the
 * password rules and different from the current one) and a confirmation that must match.
 */
export const changePasswordFormSchema = v.pipe(
  formObject({
    ...changePasswordSchema.entries,
    confirmPassword: v.pipe(
      v.string(changePasswordFormMessages.confirmPasswordRequired),
      v.nonEmpty(changePasswordFormMessages.confirmPasswordRequired),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      usersMessages.newPasswordSameAsCurrent,
    ),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      changePasswordFormMessages.passwordsDoNotMatch,
    ),
    ['confirmPassword'],
  ),
);

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * POST api/users/change-password. The API ends every session of the user and returns a new token;
 * the api-client hook keeps it where the old one was, so this tab stays signed in.
 */
export function ChangePasswordSection() {
  const notify = useNotify();
  const [changed, setChanged] = useState(false);
  const form = useValibotForm(changePasswordFormSchema, { defaultValues: empty });
  const change = useChangePassword();

  return (
    <SectionCard title="Change password" subtitle="Changing your password signs you out everywhere else.">
      <Form
        form={form}
        aria-label="Change password"
        submitLabel="Change password"
        onSubmit={async ({ currentPassword, newPassword }) => {
          setChanged(false);
          await change.mutateAsync({ currentPassword, newPassword });
          form.reset(empty);
          setChanged(true);
          notify.success(changePasswordFormMessages.changed);
        }}
      >
        {changed && (
          <Alert severity="success" onClose={() => setChanged(false)}>
            {changePasswordFormMessages.changed}
          </Alert>
        )}
        <PasswordField name="currentPassword" label="Current password" required showRules={false} />
        <PasswordField name="newPassword" label="New password" required />
        <PasswordField name="confirmPassword" label="Confirm new password" required showRules={false} autoComplete="new-password" />
      </Form>
    </SectionCard>
  );
}
