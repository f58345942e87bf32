import { reminderFrequencyOptions, reminderFrequencySchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { SelectField } from './select-field';

const meta = {
  title: 'Form/SelectField',
  component: SelectField,
  decorators: [withForm({ schema: v.object({ frequency: reminderFrequencySchema }), defaultValues: { frequency: null } })],
  args: { name: 'frequency', label: 'Reminder frequency', options: reminderFrequencyOptions, required: true },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
