import { currentPasswordSchema, passwordSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { PasswordField } from './password-field';

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
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
