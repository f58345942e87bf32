import { isoDate } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { DateField } from './date-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: "A calendar date with the browser's own date input (its picker and keyboard entry). The form stores 'YYYY-MM-DD'.",
  do: [
    'Set `min` and `max` when only a range makes sense (a closing date in the future).',
    'Say in the label which date it is ("Target closing date"), not just "Date".',
  ],
  dont: [
    "Don't use it for a month and year only: use MonthYearField.",
    "Don't explain the format in the helper text: the browser shows it.",
  ],
});

const meta = {
  title: 'Form/DateField',
  component: DateField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    min: { control: 'text', description: "Earliest date, 'YYYY-MM-DD'." },
    max: { control: 'text', description: "Latest date, 'YYYY-MM-DD'." },
  },
  decorators: [
    withForm({
      schema: v.object({ targetClosingDate: isoDate('Target closing date is required') }),
      defaultValues: { targetClosingDate: '' },
    }),
  ],
  args: { name: 'targetClosingDate', label: 'Target closing date', required: true },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
