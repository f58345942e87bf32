import { emailSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { EmailField } from './email-field';

const meta = {
  title: 'Form/EmailField',
  component: EmailField,
  decorators: [withForm({ schema: v.object({ email: emailSchema }), defaultValues: { email: '' } })],
  args: { name: 'email', required: true },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
