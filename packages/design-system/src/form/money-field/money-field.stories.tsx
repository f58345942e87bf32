import { moneySchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { MoneyField } from './money-field';

const meta = {
  title: 'Form/MoneyField',
  component: MoneyField,
  decorators: [
    withForm({ schema: v.object({ closingGoal: moneySchema }), defaultValues: { closingGoal: { value: null, currency: 'EUR' } } }),
  ],
  args: { name: 'closingGoal', label: 'Closing goal', required: true },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
