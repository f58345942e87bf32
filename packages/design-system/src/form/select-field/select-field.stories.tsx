import { reminderFrequencyOptions, reminderFrequencySchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { SelectField } from './select-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: "One value from a short list, in a styled menu. The form stores the option's value or null.",
  do: ['Use it for up to about fifteen options with short labels.', 'Offer an `emptyOptionLabel` when "none" is a valid answer.'],
  dont: [
    "Don't use it for long lists people search in: use an autocomplete picker (CountryPicker).",
    "Don't use it on a page whose first load counts: use NativeSelectField.",
  ],
});

const meta = {
  title: 'Form/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    emptyOptionLabel: { control: 'text', description: 'An entry that clears the choice (none when omitted).' },
    options: { control: false },
  },
  decorators: [withForm({ schema: v.object({ frequency: reminderFrequencySchema }), defaultValues: { frequency: null } })],
  args: { name: 'frequency', label: 'Reminder frequency', options: reminderFrequencyOptions, required: true },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
