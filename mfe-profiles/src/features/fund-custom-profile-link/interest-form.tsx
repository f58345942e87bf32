import { type ShareLinkInterest, useExpressShareLinkInterest } from '@fundnet/api-client';
import { EmailField, Form, type FormSchema, TextField, useValibotForm } from '@fundnet/design-system';
import {
  emailSchema,
  expressInterestBody,
  formObject,
  SHARE_LINK_INTEREST_MESSAGE_MAX_LENGTH,
  SHARE_LINK_INTEREST_NAME_MAX_LENGTH,
} from '@fundnet/validation-schema';
import { Button } from '@mui/material';
import { useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';

type Values = { name: string; email: string; message: string };

/**
 * The form of "I'm interested" (name, e-mail, message), inside its dialog, which stays mounted while closed so nothing
 * typed is lost. `editing` changes when the visitor asks to change what was sent: the form then takes it.
 */
export function InterestForm({
  token,
  email,
  interest,
  editing,
  onDone,
}: {
  token: string;
  /** The address the link holds for the visitor: prefills the field, which may then stay empty. */
  email: string | null;
  interest: ShareLinkInterest | null;
  editing: number;
  onDone: () => void;
}) {
  const send = useExpressShareLinkInterest(token);
  // A link that holds no address for the visitor needs one typed; otherwise an empty field means "that one".
  const schema = useMemo(
    () => (email ? expressInterestBody : formObject({ ...expressInterestBody.entries, email: emailSchema })) as unknown as FormSchema,
    [email],
  );
  const form = useValibotForm(schema, { defaultValues: { name: '', email: email ?? '', message: '' } }) as unknown as UseFormReturn<Values>;
  // Only a new request to edit refills the form (not a refetch of the interest while the visitor types).
  useEffect(() => {
    if (editing > 0 && interest) form.reset({ name: interest.name, email: interest.email, message: interest.message ?? '' });
  }, [editing]);
  return (
    <Form
      form={form}
      submitLabel={interest ? 'Update' : 'Send'}
      actions={<Button onClick={onDone}>Cancel</Button>}
      onSubmit={async (values) => {
        await send.mutateAsync(values as unknown as Parameters<typeof send.mutateAsync>[0]);
        onDone();
      }}
    >
      <TextField
        name="name"
        label="Your name"
        required
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: SHARE_LINK_INTEREST_NAME_MAX_LENGTH } }}
      />
      <EmailField
        name="email"
        label="E-mail address"
        required={!email}
        autoComplete="email"
        helperText={email ? 'Leave it as it is, or give the address you want to be reached at.' : undefined}
      />
      <TextField
        name="message"
        label="Message (optional)"
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: SHARE_LINK_INTEREST_MESSAGE_MAX_LENGTH } }}
      />
    </Form>
  );
}
