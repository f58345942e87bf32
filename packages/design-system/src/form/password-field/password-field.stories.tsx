import { currentPasswordSchema, passwordSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { PasswordField } from './password-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: 'A password with a show/hide button and, for new passwords, a checklist of the rules ticked as the person types.',
  do: [
    'Show the rules (`showRules`) wherever a password is chosen: sign-up, reset, change.',
    'Turn the rules off for sign-in and "current password" fields.',
  ],
  dont: [
    "Don't paste the rules in the helper text: the checklist already says them.",
    "Don't disable paste or autofill: password managers need them.",
  ],
});

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    showRules: { control: 'boolean', description: 'The live checklist of the password rules (new passwords). Default true.' },
    autoComplete: { control: 'radio', options: ['new-password', 'current-password'] },
  },
  decorators: [withForm({ schema: v.object({ password: passwordSchema }), defaultValues: { password: '' } })],
  args: { name: 'password', label: 'New password', required: true },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type to see the checklist tick. */
export const NewPassword: Story = {};
export const CurrentPassword: Story = {
  decorators: [withForm({ schema: v.object({ password: currentPasswordSchema }), defaultValues: { password: '' } })],
  args: { label: 'Password', showRules: false },
};
