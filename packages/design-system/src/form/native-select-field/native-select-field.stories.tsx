import { reminderFrequencyOptions, reminderFrequencySchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { NativeSelectField } from './native-select-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "One value from a short list with the browser's own select: lighter than SelectField, for forms on pages whose first load counts (/contact).",
  do: [
    'Offer an `emptyOptionLabel` ("No reminders") when the choice may be cleared.',
    'Keep the option labels short: the browser shows them in its own menu.',
  ],
  dont: [
    "Don't use it for long lists people search in: use an autocomplete picker.",
    "Don't use it outside a form: use FilterSelect for filters that apply at once.",
  ],
});

const meta = {
  title: 'Form/NativeSelectField',
  component: NativeSelectField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    emptyOptionLabel: { control: 'text', description: 'An entry that clears the choice (none when omitted).' },
    size: { control: 'radio', options: ['small', 'medium'] },
    options: { control: false },
  },
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
