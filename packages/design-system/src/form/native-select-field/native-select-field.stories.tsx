import { reminderFrequencyOptions, reminderFrequencySchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { NativeSelectField } from './native-select-field';

const meta = {
  title: 'Form/NativeSelectField',
  component: NativeSelectField,
  decorators: [withForm({ schema: v.object({ frequency: reminderFrequencySchema }), defaultValues: { frequency: null } })],
  args: {
    name: 'frequency',
    label: 'Reminder frequency',
    options: reminderFrequencyOptions,
    required: true,
    helperText: 'How often we remind you',
  },
} satisfies Meta<typeof NativeSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: "Choose…" first. */
export const Default: Story = {};

/** With an entry that clears the choice. */
export const WithEmptyOption: Story = { args: { emptyOptionLabel: 'No reminders', required: false } };
