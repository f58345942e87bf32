import { useRequestAccess } from '@fundnet/api-client';
import { EmailField, Form, type FormSchema, TextField, useValibotForm } from '@fundnet/design-system';
import { emailSchema } from '@fundnet/validation-schema';
import { Alert } from '@mui/material';
import * as v from 'valibot';

const schema = v.object({ email: emailSchema, message: v.optional(v.string(), '') });

export interface RequestAccessFormProps {
  slug: string;
  email: string | null;
  reason: 'inactive' | 'expired' | 'notAllowed' | 'nda';
}

/** A visitor a link stopped asks the fund for access (the fund answers by e-mail). */
export function RequestAccessForm({ slug, email, reason }: RequestAccessFormProps) {
  const request = useRequestAccess();
  const form = useValibotForm(schema as unknown as FormSchema, { defaultValues: { email: email ?? '', message: '' } });
  if (request.isSuccess) {
    return <Alert severity="success">Your request was sent. The fund will answer by e-mail.</Alert>;
  }
  return (
    <Form
      form={form}
      submitLabel="Request access"
      onSubmit={async (values) => {
        const { email: address, message } = values as v.InferOutput<typeof schema>;
        await request.mutateAsync({ slug, email: address, message: message || null, reason });
      }}
    >
      <EmailField name="email" label="Your e-mail address" required />
      <TextField name="message" label="Message to the fund (optional)" multiline minRows={2} />
    </Form>
  );
}
