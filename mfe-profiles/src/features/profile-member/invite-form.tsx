import { type ActiveProfile, useInviteProfileMembers } from '@fundnet/api-client';
import { Form, SelectField, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { type InviteProfileMembersFormValues, inviteProfileMembersBody } from '@fundnet/validation-schema';
import { Autocomplete, Chip, TextField as MuiTextField, Stack } from '@mui/material';
import { Controller, type FieldErrors } from 'react-hook-form';
import { invitableRoles, roleLabels } from './team-permissions';
import type { ProfileMemberRole } from '@fundnet/validation-schema';

export interface InviteFormProps {
  profile: ActiveProfile;
  /** The role of the signed-in user: it decides which roles an invitation may grant. */
  myRole: ProfileMemberRole;
}

/** Addresses typed or pasted together ("a@x.com, b@y.com") become one chip each. */
export function splitEmails(values: readonly string[]): string[] {
  const emails = values.flatMap((value) => value.split(/[\s,;]+/)).filter((email) => email !== '');
  return [...new Set(emails)];
}

/** The first message about the e-mails: the list's own ('At least one email is required') or an address's. */
function emailsError(errors: FieldErrors<InviteProfileMembersFormValues>): string | undefined {
  const error = errors.emails;
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  const items = Array.isArray(error) ? error : Object.values(error);
  for (const item of items) if (item && typeof item.message === 'string') return item.message;
  return undefined;
}

/** Invite people by e-mail (chips), with the role to grant and a message (POST api/profileMember/invite). */
export function InviteForm({ profile, myRole }: InviteFormProps) {
  const notify = useNotify();
  const roles = invitableRoles(myRole);
  const form = useValibotForm(inviteProfileMembersBody, {
    defaultValues: { emails: [], role: roles.includes('editor') ? 'editor' : roles[0], message: '' },
  });
  const invite = useInviteProfileMembers(profile);

  return (
    <Form
      form={form}
      submitLabel="Send invitations"
      onSubmit={async (values) => {
        const reply = await invite.mutateAsync(values);
        const count = reply.invitations.length;
        notify.success(count === 1 ? 'Invitation sent' : `${count} invitations sent`);
        form.reset({ emails: [], role: values.role, message: '' });
      }}
    >
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="emails"
          render={({ field, fieldState, formState }) => {
            const message = fieldState.invalid ? emailsError(formState.errors) : undefined;
            return (
              <Autocomplete
                multiple
                freeSolo
                autoSelect
                options={[] as string[]}
                value={field.value ?? []}
                onChange={(_event, value) => field.onChange(splitEmails(value as string[]))}
                onBlur={field.onBlur}
                renderValue={(value, getItemProps) =>
                  value.map((email, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    const invalid = Array.isArray(formState.errors.emails) && Boolean(formState.errors.emails[index]);
                    return <Chip key={key} {...itemProps} label={email} size="small" color={invalid ? 'error' : 'default'} />;
                  })
                }
                renderInput={(params) => (
                  <MuiTextField
                    {...params}
                    inputRef={field.ref}
                    name={field.name}
                    label="E-mail addresses"
                    required
                    error={Boolean(message)}
                    helperText={message ?? 'Press Enter after each address, or paste several separated by commas.'}
                  />
                )}
              />
            );
          }}
        />
        <SelectField name="role" label="Role" required options={roles.map((role) => ({ value: role, label: roleLabels[role] }))} />
        <TextField name="message" label="Message" required multiline minRows={3} />
      </Stack>
    </Form>
  );
}
