import { messages, monthYear } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { MonthYearField } from './month-year-field';
import { componentDocs, fieldArgTypes, placeholderArgType } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: 'A month and a year typed as MM/YYYY, for dates where the day does not matter (date of last investment).',
  do: [
    'Keep the placeholder MM/YYYY so the expected format is visible.',
    "Let the schema report a wrong format: the message is the spec's.",
  ],
  dont: ["Don't use it for full dates: use DateField.", "Don't use it for a year alone: use a number field or a select of years."],
});

const meta = {
  title: 'Form/MonthYearField',
  component: MonthYearField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    ...placeholderArgType,
  },
  decorators: [
    withForm({ schema: v.object({ lastInvestment: monthYear(messages.lastInvestmentRequired) }), defaultValues: { lastInvestment: '' } }),
  ],
  args: { name: 'lastInvestment', label: 'Date of last investment', required: true },
} satisfies Meta<typeof MonthYearField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
