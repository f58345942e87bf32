import { ApiError } from '@fundnet/api-client';
import { emailSchema, passwordSchema, phoneSchema, requiredString } from '@fundnet/validation-schema';
import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { EmailField } from '../email-field/email-field';
import { PasswordField } from '../password-field/password-field';
import { PhoneField } from '../phone-field/phone-field';
import { TextField } from '../text-field/text-field';
import { Form } from './form';
import { useValibotForm } from './use-valibot-form';

const signupSchema = v.object({
  firstName: requiredString('First name is required'),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});

/** A sign-up form; the server "answers" 422 for taken@example.com. */
function SignupForm() {
  const form = useValibotForm(signupSchema, { defaultValues: { firstName: '', email: '', phone: '', password: '' } });
  return (
    <Form
      form={form}
      submitLabel="Create account"
      actions={<Button onClick={() => form.reset()}>Reset</Button>}
      onSubmit={async (values) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        if (values.email === 'taken@example.com') {
          throw new ApiError({
            kind: 'http',
            status: 422,
            error: 'Unprocessable Entity',
            message: 'Validation failed',
            fieldErrors: { email: ['Email is already registered'], invitationCode: ['Invitation code has expired'] },
          });
        }
      }}
      style={{ maxWidth: 480 }}
    >
      <TextField name="firstName" label="First name" required />
      <EmailField name="email" required helperText="Try taken@example.com" />
      <PhoneField name="phone" required />
      <PasswordField name="password" required />
    </Form>
  );
}

const meta = {
  title: 'Form/Form',
  component: SignupForm,
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Signup: Story = {};
