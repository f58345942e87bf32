import { messages, monthYear } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { MonthYearField } from './month-year-field';

const meta = {
  title: 'Form/MonthYearField',
  component: MonthYearField,
  decorators: [
    withForm({ schema: v.object({ lastInvestment: monthYear(messages.lastInvestmentRequired) }), defaultValues: { lastInvestment: '' } }),
  ],
  args: { name: 'lastInvestment', label: 'Date of last investment', required: true },
} satisfies Meta<typeof MonthYearField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
