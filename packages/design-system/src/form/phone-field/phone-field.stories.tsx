import { phoneSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { PhoneField } from './phone-field';

const meta = {
  title: 'Form/PhoneField',
  component: PhoneField,
  decorators: [withForm({ schema: v.object({ phone: phoneSchema }), defaultValues: { phone: '' } })],
  args: { name: 'phone', required: true },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
