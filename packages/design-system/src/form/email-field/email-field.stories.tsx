import { emailSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { EmailField } from './email-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: 'An e-mail address, with the e-mail keyboard on phones and the browser\'s autofill. The label defaults to "Email".',
  do: [
    'Keep the default label unless the address has a role ("Billing e-mail").',
    'Use the helper text to say what the address is used for.',
  ],
  dont: [
    "Don't use a plain TextField for addresses: the keyboard, autofill and spelling checks would be wrong.",
    "Don't put an example address in the placeholder: it reads as a filled-in value.",
  ],
});

const meta = {
  title: 'Form/EmailField',
  component: EmailField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
  },
  decorators: [withForm({ schema: v.object({ email: emailSchema }), defaultValues: { email: '' } })],
  args: { name: 'email', required: true },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
