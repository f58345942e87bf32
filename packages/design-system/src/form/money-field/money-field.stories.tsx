import { moneySchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { MoneyField } from './money-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: 'An amount with its currency: a number input and a currency select side by side. The form stores `{ value, currency }`.',
  do: [
    'Name what the amount is in the label ("Closing goal"), not the currency: the select shows it.',
    'Limit `currencies` to those that make sense for the field.',
  ],
  dont: [
    "Don't use a TextField for amounts: separators and the currency would be lost.",
    'Don\'t put the unit ("in millions") only in the placeholder: say it in the label or helper text.',
  ],
});

const meta = {
  title: 'Form/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    currencyLabel: { control: 'text', description: 'The accessible name of the currency select.' },
  },
  decorators: [
    withForm({ schema: v.object({ closingGoal: moneySchema }), defaultValues: { closingGoal: { value: null, currency: 'EUR' } } }),
  ],
  args: { name: 'closingGoal', label: 'Closing goal', required: true },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
