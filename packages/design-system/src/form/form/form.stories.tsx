import { ApiError } from '@fundnet/api-client';
import { emailSchema, passwordSchema, phoneSchema, requiredString } from '@fundnet/validation-schema';
import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import * as v from 'valibot';
import { EmailField } from '../email-field/email-field';
import { PasswordField } from '../password-field/password-field';
import { PhoneField } from '../phone-field/phone-field';
import { TextField } from '../text-field/text-field';
import { Form, FormRootError, SubmitButton } from './form';
import { useValibotForm } from './use-valibot-form';
import { componentDocs } from '../../storybook/component-docs';

const signupSchema = v.object({
  firstName: requiredString('First name is required'),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});

interface SignupFormProps {
  /** The submit button's text: a verb saying what happens. */
  submitLabel: string;
  /** Leave out the button row (a form submitted by other means, e.g. a dialog's own buttons). */
  hideActions?: boolean;
  /** Told with the values once the "server" accepted them. */
  onSubmitted: (values: v.InferOutput<typeof signupSchema>) => void;
}

/** A sign-up form; the server "answers" 422 for taken@example.com. */
function SignupForm({ submitLabel, hideActions, onSubmitted }: SignupFormProps) {
  const form = useValibotForm(signupSchema, { defaultValues: { firstName: '', email: '', phone: '', password: '' } });
  return (
    <Form
      form={form}
      submitLabel={submitLabel}
      hideActions={hideActions}
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
        onSubmitted(values);
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

const docs = componentDocs({
  purpose:
    'The form around fields: it validates with the same schema as the server, shows each error under its field (also those the server returns) and a form-level error above the submit button, which shows a spinner while saving.',
  do: [
    'Give the submit button a verb that says what happens ("Create account", "Save changes").',
    'Let the schema decide what is required; mark those fields `required` so their labels show it.',
  ],
  dont: [
    "Don't disable the submit button until the form is valid: pressing it shows every error and focuses the first.",
    "Don't add a second submit button: put other actions (Reset, Cancel) in `actions`.",
  ],
});

const meta = {
  title: 'Form/Form',
  component: SignupForm,
  // The page documents the form parts every screen uses; the sign-up form is the example they are shown in.
  subcomponents: { Form, SubmitButton, FormRootError },
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    submitLabel: { control: 'text', description: "Form's `submitLabel`: the submit button's text, a verb saying what happens." },
    hideActions: {
      control: 'boolean',
      description: "Form's `hideActions`: no button row (place `<FormRootError />` and `<SubmitButton />` yourself).",
    },
    onSubmitted: { description: "Told with the values once the example's server accepted them (see the Actions panel)." },
  },
  args: { submitLabel: 'Create account', hideActions: false, onSubmitted: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Signup: Story = {};
